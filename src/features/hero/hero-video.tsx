import { useEffect, useState } from 'react';
import { HERO_POSTER_SIZES, heroPosterSrcSet, heroPosterUrl, mediaUrl } from '../../lib/media';
// The full-width AVIF poster (about 1.9 KB) as a data: address, written into the page itself, so
// that it paints with the page's first paint instead of waiting for a request of its own after the
// HTML (decision 0036). WebP and JPEG stay files in public/media, for browsers without AVIF.
import HERO_POSTER_AVIF_INLINE from '../../content/media/hero-poster.avif?inline';
import { startHeroPlayback } from './hero-playback';
import { HELD_SOURCE_ATTRIBUTE, HERO_VIDEO_ATTRIBUTE } from '../../lib/page-marks';

/**
 * The hero's poster, and over it the looping muted video once its metadata is in. The video's
 * sources are held back (`data-src`) in the prerendered page, so nothing is fetched before the
 * first script has decided, as the page is parsed, that this visitor gets it: not on Save-Data or
 * a 2g connection (src/lib/heavy-media.ts), not under reduced motion. Then the browser autoplays
 * it, before and without the app's code. The starter (src/starter.ts) starts the specification's
 * finer rules on it once the page has loaded and painted (hero-playback.ts), app or not, and they
 * take it over; so does this component, for a video the app renders afresh. Hydrating it adopts
 * the same element, so it is never reloaded, and the rules already running on it; the attributes
 * the first script and the rules set on it are theirs (suppressHydrationWarning).
 */
export function HeroVideo() {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (video) startHeroPlayback(video);
  }, [video]);

  return (
    <div className="hero-media" aria-hidden="true" suppressHydrationWarning>
      <picture>
        <source srcSet={HERO_POSTER_AVIF_INLINE} type="image/avif" />
        <source srcSet={heroPosterSrcSet('webp')} sizes={HERO_POSTER_SIZES} type="image/webp" />
        <img
          className="hero-poster"
          src={heroPosterUrl('jpg')}
          srcSet={heroPosterSrcSet('jpg')}
          sizes={HERO_POSTER_SIZES}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          // Decoded with the first paint: the page's largest element, painted with it. Decoded
          // apart, the page now and then painted first without it, and the poster up to a second
          // later (slow 4G, 4x CPU, in the page and its floor alike).
          decoding="sync"
        />
      </picture>
      <video
        ref={setVideo}
        className="hero-video"
        muted
        loop
        playsInline
        autoPlay
        preload="auto"
        controls={false}
        disablePictureInPicture
        disableRemotePlayback
        tabIndex={-1}
        suppressHydrationWarning
        {...{ [HERO_VIDEO_ATTRIBUTE]: '' }}
      >
        <source
          {...{ [HELD_SOURCE_ATTRIBUTE]: mediaUrl('hero.webm') }}
          type="video/webm"
          suppressHydrationWarning
        />
        <source
          {...{ [HELD_SOURCE_ATTRIBUTE]: mediaUrl('hero.mp4') }}
          type="video/mp4"
          suppressHydrationWarning
        />
      </video>
    </div>
  );
}

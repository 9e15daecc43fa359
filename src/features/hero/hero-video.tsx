import { useCallback, useEffect, useState } from 'react';
import {
  DISCLAIMER_ACCEPTED_EVENT,
  VIDEO_BACKUP_RESTART_MS,
  VIDEO_HEALTH_CHECK_MS,
  VIDEO_IOS_RETRY_MS,
  VIDEO_VISIBILITY_THRESHOLD,
} from '../../lib/constants';
import { isIOS } from '../../lib/device';
import { HERO_POSTER_SIZES, heroPosterSrcSet, heroPosterUrl, mediaUrl } from '../../lib/media';
import { useHeavyMediaAllowed, useHeavyMediaCached } from '../../lib/use-heavy-media-allowed';
import { usePrefersReducedMotion } from '../../lib/use-media-query';

/** 'poster' until the video's metadata arrives; 'unavailable' when the browser refuses autoplay. */
type VideoState = 'poster' | 'ready' | 'unavailable';

function useHeroPlayback(video: HTMLVideoElement | null, onUnavailable: () => void) {
  useEffect(() => {
    if (!video) return;
    let inView = true;
    let unavailable = false;
    let retriedOnIOS = false;
    const timers = new Set<number>();
    const later = (callback: () => void, delayMs: number) => {
      const id = window.setTimeout(() => {
        timers.delete(id);
        callback();
      }, delayMs);
      timers.add(id);
    };
    const shouldPlay = () => inView && document.visibilityState === 'visible' && !unavailable;

    const play = () => {
      if (!shouldPlay() || !video.paused) return;
      video.play().catch((error: unknown) => {
        if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
        if (isIOS() && !retriedOnIOS) {
          retriedOnIOS = true;
          later(play, VIDEO_IOS_RETRY_MS);
          return;
        }
        unavailable = true;
        onUnavailable();
      });
    };
    const update = () => (shouldPlay() ? play() : video.pause());

    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        inView = entry.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD;
        update();
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD, 1] },
    );
    observer.observe(video);
    document.addEventListener('visibilitychange', update);
    const healthCheck = window.setInterval(play, VIDEO_HEALTH_CHECK_MS);
    const restartAfterDisclaimer = () => {
      play();
      later(play, VIDEO_BACKUP_RESTART_MS);
    };
    window.addEventListener(DISCLAIMER_ACCEPTED_EVENT, restartAfterDisclaimer);
    play();

    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
      window.clearInterval(healthCheck);
      window.removeEventListener(DISCLAIMER_ACCEPTED_EVENT, restartAfterDisclaimer);
      timers.forEach((id) => window.clearTimeout(id));
    };
  }, [video, onUnavailable]);
}

/**
 * The hero's poster, and over it the looping muted video once it can show. No video at all under
 * reduced motion, or on Save-Data or a 2g connection (src/lib/heavy-media.ts): the poster stays and
 * the video is never fetched. Both are assumed until the browser says otherwise, so the prerendered
 * page has no video for the browser to start fetching before the code decides.
 */
export function HeroVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const heavyMediaAllowed = useHeavyMediaAllowed();
  const showVideo = heavyMediaAllowed && !reducedMotion;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [state, setState] = useState<VideoState>('poster');
  const markUnavailable = useCallback(() => setState('unavailable'), []);
  useHeroPlayback(showVideo ? video : null, markUnavailable);
  useHeavyMediaCached(showVideo);

  return (
    <div className="hero-media" aria-hidden="true" data-video-state={showVideo ? state : 'poster'}>
      <picture>
        {(['avif', 'webp'] as const).map((format) => (
          <source
            key={format}
            srcSet={heroPosterSrcSet(format)}
            sizes={HERO_POSTER_SIZES}
            type={`image/${format}`}
          />
        ))}
        <img
          className="hero-poster"
          src={heroPosterUrl('jpg')}
          srcSet={heroPosterSrcSet('jpg')}
          sizes={HERO_POSTER_SIZES}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      {showVideo ? (
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
          onLoadedMetadata={() => setState((current) => (current === 'poster' ? 'ready' : current))}
          onContextMenu={(event) => event.preventDefault()}
        >
          <source src={mediaUrl('hero.webm')} type="video/webm" />
          <source src={mediaUrl('hero.mp4')} type="video/mp4" />
        </video>
      ) : null}
    </div>
  );
}

import { siteConfig } from '../content/site-config';

/** Address of a media file under the configured media base URL. */
export function mediaUrl(file: string): string {
  return `${siteConfig.mediaBaseUrl}/${file}`;
}

/**
 * The hero poster's files come at these widths (hero-poster-640.webp, hero-poster.webp, ...). The
 * page shows the full-width AVIF from its own HTML instead (hero-video.tsx, decision 0036), so
 * these are for browsers without AVIF.
 */
const HERO_POSTER_WIDTHS = [640, 1280] as const;
/** The full width keeps the plain file name. */
const HERO_POSTER_FULL_WIDTH = 1280;

/** The files' formats; the AVIF is inline (src/content/media). */
export type PosterFormat = 'webp' | 'jpg';

/** Address of the poster in one format and width (the full width unless given). */
export function heroPosterUrl(
  format: PosterFormat,
  width: number = HERO_POSTER_FULL_WIDTH,
): string {
  return mediaUrl(
    width === HERO_POSTER_FULL_WIDTH ? `hero-poster.${format}` : `hero-poster-${width}.${format}`,
  );
}

/** `srcset` of the poster in one format: every width. */
export function heroPosterSrcSet(format: PosterFormat): string {
  return HERO_POSTER_WIDTHS.map((width) => `${heroPosterUrl(format, width)} ${width}w`).join(', ');
}

/**
 * The poster covers a 16:9 box over the whole hero (object-fit: cover), so it is drawn at the
 * viewport's width or at 16/9 of its height, whichever is wider.
 */
export const HERO_POSTER_SIZES = 'max(100vw, 177.78vh)';

/** Artwork for each service (in the media folder), shown on its home card and its page's hero. */
export const serviceArt = {
  '/fixed-income': 'fixed-income.svg',
  '/alternative-assets': 'alternative-assets.svg',
  '/capital-raising': 'capital-raising.svg',
} as const;

export type ServicePath = keyof typeof serviceArt;

/** Intrinsic size of the service artwork, so it reserves its space before it loads. */
export const SERVICE_ART_SIZE = { width: 640, height: 400 } as const;

/** The hero poster comes at these widths (hero-poster-640.avif, hero-poster.avif, ...). */
const HERO_POSTER_WIDTHS = [640, 1280] as const;
const HERO_POSTER_FULL_WIDTH = 1280;

export type PosterFormat = 'avif' | 'webp' | 'jpg';

/** The poster's file at one width; the full width keeps the plain name (the social card uses it). */
export function heroPosterFile(
  format: PosterFormat,
  width: number = HERO_POSTER_FULL_WIDTH,
): string {
  return width === HERO_POSTER_FULL_WIDTH
    ? `hero-poster.${format}`
    : `hero-poster-${width}.${format}`;
}

/** `srcset` entries for the poster in one format, built with the given URL maker. */
export function heroPosterSrcSet(format: PosterFormat, url: (file: string) => string): string {
  return HERO_POSTER_WIDTHS.map((width) => `${url(heroPosterFile(format, width))} ${width}w`).join(
    ', ',
  );
}

/**
 * The poster covers a 16:9 box over the whole hero (object-fit: cover), so it is drawn at the
 * viewport's width or at 16/9 of its height, whichever is wider.
 */
export const HERO_POSTER_SIZES = 'max(100vw, 177.78vh)';

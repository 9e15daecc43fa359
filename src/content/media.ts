import alternativeAssetsArt from './media/alternative-assets.svg?inline';
import capitalRaisingArt from './media/capital-raising.svg?inline';
import fixedIncomeArt from './media/fixed-income.svg?inline';

/**
 * Artwork for each service, shown on its home card and its page's hero, as data: addresses written
 * into the page (under 1 KB each): a service page's hero paints with its first paint, with no
 * request of its own (decision 0036).
 */
export const serviceArt = {
  '/fixed-income': fixedIncomeArt,
  '/alternative-assets': alternativeAssetsArt,
  '/capital-raising': capitalRaisingArt,
} as const;

export type ServicePath = keyof typeof serviceArt;

/** Intrinsic size of the service artwork, so it reserves its space before it loads. */
export const SERVICE_ART_SIZE = { width: 640, height: 400 } as const;

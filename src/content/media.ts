/** Artwork for each service (in the media folder), shown on its home card and its page's hero. */
export const serviceArt = {
  '/fixed-income': 'fixed-income.svg',
  '/alternative-assets': 'alternative-assets.svg',
  '/capital-raising': 'capital-raising.svg',
} as const;

export type ServicePath = keyof typeof serviceArt;

/** Intrinsic size of the service artwork, so it reserves its space before it loads. */
export const SERVICE_ART_SIZE = { width: 640, height: 400 } as const;

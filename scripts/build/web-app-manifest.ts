import type { ManifestOptions } from 'vite-plugin-pwa';
import { APP_BACKGROUND_COLOUR, THEME_COLOUR } from '../../src/lib/palette.ts';

/** The installable app's manifest. Icons and screenshots are made by scripts/media/make-icons.sh. */
export function webAppManifest({ brandName }: { brandName: string }): Partial<ManifestOptions> {
  return {
    id: '/',
    name: brandName,
    short_name: brandName.length > 12 ? brandName.split(/\s+/)[0] : brandName,
    description:
      'Off-market fixed income, alternative asset and capital-raising opportunities for high-net-worth and sophisticated investors, from an introducer in Malta and the UK.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: 'en-GB',
    theme_color: THEME_COLOUR,
    background_color: APP_BACKGROUND_COLOUR,
    categories: ['finance', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    screenshots: [
      {
        src: '/screenshots/wide.png',
        sizes: '1280x720',
        type: 'image/png',
        form_factor: 'wide',
        label: 'The home page on a desktop',
      },
      {
        src: '/screenshots/narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'The home page on a phone',
      },
    ],
    shortcuts: [
      {
        name: 'Enquire',
        short_name: 'Enquire',
        url: '/#contact',
        description: 'Send us an enquiry',
      },
      {
        name: 'Insights',
        short_name: 'Insights',
        url: '/#insights',
        description: 'The latest market headlines',
      },
    ],
  };
}

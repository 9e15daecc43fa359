import { siteConfig } from './site-config';
import type { PageMeta } from './types';

/** Where the firm works, as the titles of the pages that introduce it say. */
const WHERE = 'Malta & London';

/**
 * Every page's title and description, on their own so that the route table (which is in the first
 * bundle a visitor downloads) carries only these lines and not the pages' whole copy. A title
 * says what and, where it introduces the firm's work, where: at most 60 characters with the
 * brand (page-meta.test.ts), as search results show.
 */
export const PAGE_META = {
  '/': {
    title: `Investment Introductions, ${WHERE}`,
    description: `${siteConfig.brandName} introduces sophisticated and high-net-worth investors to off-market fixed income, alternative asset and capital-raising opportunities.`,
  },
  // The home page's dialog, as a page for visitors without it: not for search.
  '/disclaimer': {
    title: 'Important Disclaimer',
    description: `Please read this disclaimer before using the ${siteConfig.brandName} website. The opportunities we introduce are unregulated, illiquid and high risk.`,
    indexed: false,
  },
  '/alternative-assets': {
    title: `Alternative Assets, ${WHERE}`,
    description:
      'Introductions to off-market alternative asset opportunities for eligible high-net-worth and sophisticated investors. Capital at risk.',
  },
  '/fixed-income': {
    title: `Private Fixed Income, ${WHERE}`,
    description:
      'Introductions to off-market private bonds, loan notes and asset-backed lending for eligible investors, over 6 to 36 months. Capital at risk.',
  },
  '/capital-raising': {
    title: `Capital Raising, ${WHERE}`,
    description:
      'Introductions for companies seeking equity, debt or alternative funding to a private network of high-net-worth and sophisticated investors.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect personal data from enquiries and website visits, what stays on your device, and how to exercise your rights.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description:
      'The terms for using our website and installed app: who it is for, why nothing on it is advice or an offer, and how enquiries work.',
  },
  '/risk-disclosure': {
    title: 'Risk Disclosure',
    description:
      'The opportunities we introduce are unregulated, illiquid and high risk: you could lose all of your money. Read the main risks before you invest.',
  },
  // Where an enquiry sent without JavaScript lands (the function redirects there): not for search.
  '/enquiry-received': {
    title: 'Enquiry received',
    description: 'Your enquiry has been received, and we will be in touch with you shortly.',
    indexed: false,
  },
  '/enquiry-not-sent/invalid': {
    title: 'Enquiry not sent',
    description:
      'Some details of your enquiry were missing or not in a form we can accept, so it was not sent.',
    indexed: false,
  },
  '/enquiry-not-sent/busy': {
    title: 'Enquiry not sent yet',
    description:
      'We received several enquiries from your connection in a short time, so this one waits.',
    indexed: false,
  },
  '/enquiry-not-sent/unavailable': {
    title: 'Enquiry not stored',
    description:
      'Our server could not store your enquiry just now: please try again shortly, or email us.',
    indexed: false,
  },
} as const satisfies Record<string, PageMeta>;

/** What each page's share card says beside its title (scripts/build/share-cards.ts), and its alt. */
export const shareCardCopy = {
  riskLine: 'Capital at risk',
  alt: (title: string) => `${siteConfig.brandName}: ${title}. Capital at risk.`,
} as const;

/** A page of the site, by its path. */
export type PagePath = keyof typeof PAGE_META;

import type { PageMeta, TitledText } from './types';
import { siteConfig } from './site-config';
import { PAGE_META } from './page-meta';

/** Copy for the home page, in the order the sections appear. */
export interface HomeContent {
  meta: PageMeta;
  /** The day of its present wording (page-wording.test.ts), for the sitemap. */
  lastUpdated: string;
  hero: {
    tagline: 'Preserve Wealth. Produce Income';
    lead: string;
    ctaLabel: 'Enquire Now';
  };
  services: {
    heading: string;
    intro: string;
    /** Exactly three cards; the component adds the 'Learn More' button. */
    cards: readonly {
      title: 'Fixed Income' | 'Alternative Assets' | 'Capital Raising';
      text: string;
      to: '/fixed-income' | '/alternative-assets' | '/capital-raising';
    }[];
  };
  about: {
    heading: string;
    paragraphs: readonly string[];
    strategy: {
      heading: string;
      text: string;
      horizon: '6 to 36 months';
    };
  };
  whyChoose: {
    heading: string;
    intro: string;
    /** Exactly three: 'Exclusive Access', 'Tailored Solutions', 'Focus on Security'. */
    cards: readonly TitledText[];
  };
  team: {
    heading: string;
    paragraphs: readonly string[];
    offices: readonly { city: string; country: string; text: string }[];
  };
  testimonials: {
    heading: 'What Our Clients Say';
    intro: string;
    /** Exactly four; `name` is a first name only and `title` a country. */
    items: readonly { quote: string; name: string; title: string }[];
  };
  news: {
    heading: 'Insights & Analysis';
    /** The section appends the newspaper name. */
    intro: 'Stay informed with the latest market insights, investment strategies, and economic analysis from';
  };
  contact: {
    heading: string;
    intro: string;
  };
}

export const homeContent: HomeContent = {
  meta: PAGE_META['/'],
  lastUpdated: '1 December 2026',

  hero: {
    tagline: 'Preserve Wealth. Produce Income',
    lead: `${siteConfig.brandName} is an introducer based in Valletta and London. We present carefully selected off-market fixed income, alternative asset and capital-raising opportunities to high-net-worth individuals, sophisticated investors and companies seeking funding.`,
    ctaLabel: 'Enquire Now',
  },

  services: {
    heading: 'Our Services',
    intro:
      'We focus on three areas, each built around opportunities that are rarely available through conventional channels.',
    cards: [
      {
        title: 'Fixed Income',
        text: 'Introductions to privately arranged bonds, loan notes and other fixed income opportunities, each with defined terms and a set maturity.',
        to: '/fixed-income',
      },
      {
        title: 'Alternative Assets',
        text: 'Access to opportunities beyond listed markets, such as property, private credit and specialist assets, presented with the information you need to assess them.',
        to: '/alternative-assets',
      },
      {
        title: 'Capital Raising',
        text: 'For companies seeking equity, debt or alternative funding, we make introductions to investors who may have an appetite for their proposal.',
        to: '/capital-raising',
      },
    ],
  },

  about: {
    heading: 'About Us',
    paragraphs: [
      `${siteConfig.brandName} connects investors with opportunities, and companies with capital. We work with high-net-worth individuals, certified or self-certified sophisticated investors and companies looking to raise equity, debt or alternative funding.`,
      'We act solely as an introducer. We do not manage funds or pooled investment vehicles, we do not hold client money and we do not make investment decisions on anyone’s behalf. Every decision to invest, or to accept funding, rests with the investor or company concerned, ideally after taking independent advice.',
      'The opportunities we present are unregulated, illiquid and high risk, and capital is at risk. We aim to set out the terms, the structure and the risks of each one plainly, so that you can judge whether it is right for you.',
    ],
    strategy: {
      heading: 'Our Strategy',
      text: 'We concentrate on shorter-dated opportunities with a clear term and a defined exit, typically investments of 6 to 36 months. A shorter horizon means capital is committed for a known period, although repayment is never guaranteed and timings can slip.',
      horizon: '6 to 36 months',
    },
  },

  whyChoose: {
    heading: `Why Choose ${siteConfig.brandName}`,
    intro:
      'Our role is to find opportunities worth considering, present them honestly and make the introduction. Three principles guide how we do that.',
    cards: [
      {
        title: 'Exclusive Access',
        text: 'Many of the opportunities we present are off-market and are not offered to the general public, reaching you through our network of issuers, borrowers and intermediaries.',
      },
      {
        title: 'Tailored Solutions',
        text: 'We take time to understand your objectives, time horizon and appetite for risk, and introduce only the opportunities that appear relevant to you.',
      },
      {
        title: 'Focus on Security',
        text: 'We look for opportunities with clear documentation and, where available, security over assets. Security can reduce risk but does not remove it, and we say so.',
      },
    ],
  },

  team: {
    heading: 'Our Team',
    paragraphs: [
      'Our team brings together experience across private finance, property, lending and corporate funding. We know how off-market transactions are structured and what questions to ask before an opportunity is presented.',
      'We keep our client relationships personal. You deal directly with people who know your circumstances, and who will answer your questions plainly.',
    ],
    offices: [
      {
        city: 'Valletta',
        country: 'Malta',
        text: 'Our Valletta office works with clients in Malta and across continental Europe.',
      },
      {
        city: 'London',
        country: 'United Kingdom',
        text: 'Our London office works with clients in the United Kingdom and with companies seeking funding.',
      },
    ],
  },

  testimonials: {
    heading: 'What Our Clients Say',
    intro:
      'A few words from clients we have worked with. Their experiences are their own and are no indication of how any future opportunity will perform.',
    items: [
      {
        quote:
          'They took the time to understand what I was looking for and explained the risks as carefully as the opportunity itself. I never felt rushed into a decision.',
        name: 'Mark',
        title: 'Malta',
      },
      {
        quote:
          'The information I received was clear and well organised, which made it straightforward to review with my own advisers.',
        name: 'Sarah',
        title: 'United Kingdom',
      },
      {
        quote:
          'I value being shown opportunities I would not have found on my own. Communication has been prompt and professional throughout.',
        name: 'Thomas',
        title: 'Switzerland',
      },
      {
        quote:
          'We approached them while raising funds for our business. They were realistic about what investors would expect and introduced us to people who engaged seriously with our proposal.',
        name: 'Katrin',
        title: 'Germany',
      },
    ],
  },

  news: {
    heading: 'Insights & Analysis',
    intro:
      'Stay informed with the latest market insights, investment strategies, and economic analysis from',
  },

  contact: {
    heading: 'Get in Touch',
    intro: `Whether you are an investor looking for opportunities or a company seeking funding, we would be pleased to hear from you. Send us an enquiry, or email ${siteConfig.infoEmail}, and we aim to respond within one business day.`,
  },
};

/** The news section's states and card labels. */
export const newsCopy = {
  loading: 'Loading latest insights...',
  /** For visitors without JavaScript, who would otherwise wait on the loading line for ever. */
  noScript: 'The latest insights load with JavaScript. Turn it on to see them here.',
  unavailable: 'Insights are unavailable right now. Please check back later.',
  /** Above headlines not fetched just now: 'Updated 3 hours ago'. */
  updated: (age: string) => `Updated ${age}`,
  readOn: `Read on ${siteConfig.publisherShortName}`,
  newTabHint: '(opens in a new tab)',
  /** What a card's image placeholder reads out: the item had no image, or its image failed. */
  imagePlaceholder: {
    missing: 'No image for this article',
    failed: 'Failed to load image',
  },
} as const;

/** Short labels the home sections share. */
export const homeLabels = {
  learnMore: 'Learn More',
  /** Read after 'Learn More' by screen readers and search engines: 'Learn More about Fixed Income'. */
  learnMoreTopic: (service: string) => `about ${service}`,
  aboutEyebrow: 'About',
  teamEyebrow: 'Team',
  newsEyebrow: 'News',
  contactEyebrow: 'Contact',
} as const;

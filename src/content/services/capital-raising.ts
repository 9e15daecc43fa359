import type { ServicePageContent } from '../types';
import { siteConfig } from '../site-config';
import { PAGE_META } from '../page-meta';

export const capitalRaisingPage: ServicePageContent = {
  meta: PAGE_META['/capital-raising'],
  lastUpdated: '1 December 2026',
  hero: {
    eyebrow: 'Capital Raising',
    heading: 'Introductions to private capital for growing companies',
    lead: `${siteConfig.brandName} introduces companies seeking equity, debt or alternative funding to a network of high-net-worth and sophisticated investors in Malta, the UK and beyond.`,
    ctaLabel: 'START YOUR ENQUIRY',
  },
  sections: [
    {
      kind: 'cards',
      id: 'what-we-offer',
      heading: 'What We Offer',
      intro:
        'We act as an introducer between companies and private investors. We do not lend, invest or underwrite, and we do not guarantee that funding will be raised.',
      cards: [
        {
          title: 'Equity Funding',
          text: 'Introductions to private investors who may take a minority or significant stake in your business to support growth, expansion or a specific project.',
        },
        {
          title: 'Debt Solutions',
          text: 'Introductions to investors interested in private bonds, loan notes and secured lending, typically over terms of 6 to 36 months.',
        },
        {
          title: 'Alternative Funding',
          text: 'Introductions for structures outside conventional equity and debt, such as asset-backed arrangements, trade finance and revenue-linked funding.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'why-work-with-us',
      heading: 'Why Work With Us',
      items: [
        {
          title: 'Private network',
          text: 'We maintain relationships with high-net-worth individuals and sophisticated investors who look for off-market opportunities rather than public offerings.',
        },
        {
          title: 'Malta and UK presence',
          text: `With offices in ${siteConfig.offices.join(' and ')}, we can introduce companies to investors across both markets.`,
        },
        {
          title: 'Discretion',
          text: 'Your proposal is shared only with investors we consider suitable and eligible, and only with your agreement.',
        },
        {
          title: 'Clear terms',
          text: 'Our introducer fee and the basis on which it is charged are agreed with you in writing at the outset and disclosed to the investors we introduce.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'process',
      heading: 'How It Works',
      items: [
        {
          title: 'Initial enquiry',
          text: 'Tell us about your company, the amount you are seeking, how it will be used and the term you have in mind.',
        },
        {
          title: 'Review',
          text: 'We review your information and supporting documents and tell you plainly whether we believe we can help.',
        },
        {
          title: 'Introductions',
          text: 'With your agreement, we introduce your proposal to eligible investors in our network who may have an interest in it.',
        },
        {
          title: 'Direct negotiation',
          text: 'Any terms are negotiated and agreed directly between your company and the investor. We recommend that you take independent legal and financial advice throughout.',
        },
      ],
    },
  ],
  enquiry: {
    id: 'enquire',
    heading: 'Tell Us About Your Funding Requirement',
    intro:
      'Share a brief outline of your company and the funding you are seeking, and a member of our team will be in touch to discuss whether we can help.',
  },
};

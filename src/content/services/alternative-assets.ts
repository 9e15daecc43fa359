import type { ServicePageContent } from '../types';
import { siteConfig } from '../site-config';
import { PAGE_META } from '../page-meta';

export const alternativeAssetsPage: ServicePageContent = {
  meta: PAGE_META['/alternative-assets'],
  lastUpdated: '1 December 2026',
  hero: {
    eyebrow: 'Alternative Assets',
    heading: 'Considered access to tangible, off-market assets',
    lead: `${siteConfig.brandName} introduces eligible investors to privately sourced opportunities in commodities, collectibles and distinctive real assets, typically over terms of 6 to 36 months.`,
    ctaLabel: 'REGISTER YOUR INTEREST',
  },
  sections: [
    {
      kind: 'cards',
      id: 'advantages',
      heading: 'Why Alternative Assets',
      intro:
        'Some investors look beyond listed markets for assets whose value rests on scarcity and physical substance. These are the qualities they tend to look for, none of which removes the risk of loss.',
      cards: [
        {
          title: 'Enduring Worth',
          text: 'Physical and scarce assets have a value that does not depend on a single company’s earnings. That value can still fall, and a sale may take time.',
        },
        {
          title: 'True Portfolio Balance',
          text: 'Alternative assets often respond to different forces from equities and bonds. For some portfolios, a measured allocation can add diversity alongside traditional holdings.',
        },
        {
          title: 'Structural Growth Drivers',
          text: 'Long-term supply constraints, collector demand and changing patterns of wealth can support certain asset classes. These trends are not guarantees, and markets can move against them.',
        },
        {
          title: 'Curated Entry',
          text: 'Opportunities are selected from a private network rather than open markets. Each is presented with the information an investor needs to make their own assessment.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'model-of-access',
      heading: 'Our Model of Access',
      blocks: [
        `${siteConfig.brandName} acts as an introducer. We identify off-market opportunities through established relationships with owners, dealers, operators and issuers, and we introduce eligible investors to them. Any investment is made directly with the counterparty concerned, on terms agreed between the investor and that counterparty.`,
        'We do not manage funds, operate pooled vehicles or hold client money or assets. We do not make investment decisions on anyone’s behalf, and we do not provide personal investment advice. Our role is to make the introduction, pass on the information available and remain a point of contact.',
        'The opportunities we introduce are unregulated, illiquid and high risk. You may lose some or all of the capital you commit, and you may not be able to exit before the end of the stated term.',
      ],
    },
    {
      kind: 'list',
      id: 'what-we-cover',
      heading: 'What We Cover',
      intro:
        'Our focus is on assets with a tangible basis and a clearly defined holding period, usually between 6 and 36 months.',
      items: [
        {
          title: 'Precious and Physical Commodities',
          text: 'Opportunities linked to allocated precious metals, gemstones and other physical commodities, where ownership, storage and insurance arrangements can be documented and verified.',
        },
        {
          title: 'Collectibles',
          text: 'Fine wine, spirits, art, classic cars and other collectible assets, where provenance, condition and an identifiable route to sale are central to the proposal.',
        },
        {
          title: 'Distinctive Real Assets',
          text: 'Specialist property, land and other real assets outside the mainstream market, often with a defined plan for development, income or disposal within the term.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'how-we-work',
      heading: 'How We Work',
      intro:
        'Every introduction follows the same measured sequence, and you are under no obligation at any stage.',
      items: [
        {
          title: 'Conversation',
          text: 'We begin with a discussion of your interests, experience and the types of asset you wish to hear about, and we confirm your eligibility before sharing any opportunity.',
        },
        {
          title: 'Introduction',
          text: 'Where an opportunity appears relevant, we introduce you to the counterparty and explain our role, including any fee we may receive in connection with the introduction.',
        },
        {
          title: 'Due diligence materials',
          text: 'We pass on the documentation made available to us, such as valuations, provenance records and terms. You should review it carefully and take independent legal, tax and financial advice.',
        },
        {
          title: 'Ongoing contact',
          text: 'If you proceed, we remain available as a point of contact for the duration of the term, although your contractual relationship is with the counterparty.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'who-can-participate',
      heading: 'Who Can Participate',
      intro:
        'These opportunities are only available to investors who meet one of the following categories. We confirm eligibility before making any introduction.',
      items: [
        {
          title: 'Certified High-Net-Worth Individuals',
          text: 'Individuals who meet the relevant income or net asset thresholds and have signed the appropriate high-net-worth investor statement.',
        },
        {
          title: 'Sophisticated Investors',
          text: 'Individuals who are certified by an authorised firm as sophisticated investors, or who self-certify on the basis of their investment experience, and who understand the risks of unregulated, illiquid investments.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'Is there a minimum amount I need to commit?',
        answer: [
          'Minimum commitments are set by each counterparty and vary from one opportunity to another. The relevant figure is stated in the information for each opportunity before you decide whether to proceed.',
          'You should only commit money you can afford to lose and to leave invested for the full term.',
        ],
      },
      {
        question: 'How are returns generated, and how are you paid?',
        answer: [
          'Any return depends on the asset and the terms agreed with the counterparty, for example from a sale, an agreed buy-back or income during the term. No return is guaranteed, and you may lose some or all of your capital.',
          `${siteConfig.brandName} may receive an introducer fee, which is usually paid by the counterparty. Any such fee is disclosed to you before you commit.`,
        ],
      },
      {
        question: 'Can I access my money before the end of the term?',
        answer: [
          'Generally not. Alternative assets are illiquid, and most opportunities run for a fixed term of between 6 and 36 months. Early exit may not be possible, or may only be possible at a significant discount.',
        ],
      },
      {
        question: 'What due diligence should I carry out?',
        answer: [
          'We share the documentation made available to us, but we do not give personal investment advice and we do not guarantee the accuracy of information provided by counterparties.',
          'You should make your own enquiries, verify ownership, storage and valuation where relevant, and take independent legal, tax and financial advice before committing.',
        ],
      },
    ],
  },
  enquiry: {
    id: 'enquire',
    heading: 'Register Your Interest',
    intro:
      'Tell us a little about yourself and the assets you are interested in, and a member of our team will be in touch to arrange an initial conversation.',
  },
};

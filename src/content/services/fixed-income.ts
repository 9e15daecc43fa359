import type { ServicePageContent } from '../types';
import { siteConfig } from '../site-config';
import { PAGE_META } from '../page-meta';

export const fixedIncomePage: ServicePageContent = {
  meta: PAGE_META['/fixed-income'],
  lastUpdated: '1 December 2026',
  hero: {
    eyebrow: 'Fixed Income',
    heading: 'Private fixed income, introduced with care',
    lead: `${siteConfig.brandName} introduces eligible investors to off-market lending and debt opportunities with defined terms, typically of 6 to 36 months.`,
    ctaLabel: 'REGISTER YOUR INTEREST',
  },
  sections: [
    {
      kind: 'cards',
      id: 'advantages',
      heading: 'Why Fixed Income',
      intro:
        'Private debt can offer a clear structure of interest and repayment. The structure sets out what is owed, not what will be paid: borrowers can default and capital is at risk.',
      cards: [
        {
          title: 'Reliable Cash Flow',
          text: 'Many opportunities set out a fixed coupon and a repayment date at the outset. Payments depend entirely on the borrower meeting its obligations.',
        },
        {
          title: 'Risk Management',
          text: 'Security, covenants and the ranking of debt can affect what may be recovered if things go wrong. We encourage investors to understand each of these before committing.',
        },
        {
          title: 'Diverse Strategies',
          text: 'Lending can be secured against property, trade flows, receivables or other assets. Different structures carry different risks and may suit different parts of a portfolio.',
        },
        {
          title: 'Selective Partnerships',
          text: 'We work with a limited number of issuers and lenders whose proposals we are prepared to introduce. Selection is not a guarantee of performance.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'investor-rationale',
      heading: 'Why Investors Consider Fixed Income',
      intro:
        'Experienced investors give a number of reasons for adding private debt to their holdings.',
      items: [
        {
          title: 'Defined terms',
          text: 'The interest rate, payment schedule and maturity are agreed in writing before any commitment is made, so investors know what they are being offered from the start.',
        },
        {
          title: 'Contractual income',
          text: 'Returns take the form of agreed interest rather than reliance on a rising market price, although the borrower may still fail to pay.',
        },
        {
          title: 'Asset backing',
          text: 'Where lending is secured, the underlying asset may provide a route to recovery in the event of default. Its value and the time needed to realise it are uncertain.',
        },
        {
          title: 'Shorter horizons',
          text: 'Terms of 6 to 36 months allow investors to plan around a known end date, while accepting that capital is tied up until then.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'what-we-cover',
      heading: 'What We Cover',
      items: [
        {
          title: 'Private Bonds and Loan Notes',
          text: 'Debt instruments issued privately by companies to fund growth, acquisitions or specific projects, with a stated coupon and maturity.',
        },
        {
          title: 'Asset-Backed Lending',
          text: 'Loans secured against property, equipment or other identifiable assets, where the security arrangements are set out in the loan documentation.',
        },
        {
          title: 'Trade and Receivables Finance',
          text: 'Short-term funding against goods in transit, purchase orders or unpaid invoices, repaid as the underlying trade settles.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'how-we-work',
      heading: 'How We Work',
      blocks: [
        `${siteConfig.brandName} acts as an introducer. After confirming that you are eligible, we introduce you to issuers and borrowers whose opportunities may be relevant and pass on the documentation they make available. Any investment is made directly with that counterparty; we do not manage funds, operate pooled vehicles or hold client money.`,
        'We do not provide personal investment advice. These opportunities are unregulated, illiquid and high risk, and you may lose some or all of your capital. You should review the terms carefully and take independent legal, tax and financial advice before committing.',
      ],
    },
  ],
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'What is the minimum investment?',
        answer: [
          'Each issuer or borrower sets its own minimum, and the figure is stated in the documentation for the opportunity. We will make it clear before you decide whether to proceed.',
        ],
      },
      {
        question: 'How is interest paid, and how are you paid?',
        answer: [
          'Interest is paid by the issuer or borrower under the terms of the instrument, either periodically or at maturity. Payment is not guaranteed and depends on the borrower’s ability to pay.',
          `${siteConfig.brandName} may receive an introducer fee, which is usually paid by the counterparty rather than by you. Any such fee is disclosed before you commit.`,
        ],
      },
      {
        question: 'Can I sell or redeem before maturity?',
        answer: [
          'Usually not. Private bonds and loans are not traded on a public market, and there is normally no right to early redemption. You should expect your capital to remain committed for the full term, typically 6 to 36 months, and possibly longer if the borrower is late in repaying.',
        ],
      },
      {
        question: 'Who is eligible, and what checks should I make?',
        answer: [
          'These opportunities are available only to certified high-net-worth individuals and certified or self-certified sophisticated investors. We confirm eligibility before making any introduction.',
          'We pass on the information available to us, but you should carry out your own due diligence on the borrower, the security and the terms, and take independent advice before investing.',
        ],
      },
    ],
  },
  enquiry: {
    id: 'enquire',
    heading: 'Register Your Interest',
    intro:
      'Share a few details about yourself and your interest in private fixed income, and a member of our team will be in touch to arrange a conversation.',
  },
};

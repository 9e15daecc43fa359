import type { PageMeta, TextBlock } from './types';
import { siteConfig } from './site-config';
import { PAGE_META } from './page-meta';

/** Copy for the disclaimer a visitor must accept before using the site. */
export interface DisclaimerContent {
  meta: PageMeta;
  title: 'Important Disclaimer';
  intro: string;
  /** Exactly four, in this order: Purpose, Risk Warning, Eligibility, Advice. */
  sections: readonly {
    heading: 'Purpose' | 'Risk Warning' | 'Eligibility' | 'Advice';
    blocks: readonly TextBlock[];
  }[];
  /** Checkbox label. */
  agreeLabel: 'I AGREE';
  /** Sentence shown next to the checkbox. */
  agreeStatement: string;
  acceptButton: 'Accept & Continue';
}

export const disclaimerContent: DisclaimerContent = {
  meta: PAGE_META['/disclaimer'],

  title: 'Important Disclaimer',

  intro: 'Please read the following information carefully before continuing to this website.',

  sections: [
    {
      heading: 'Purpose',
      blocks: [
        `This website provides information about the services of ${siteConfig.brandName} only. Nothing on it is an offer, invitation or solicitation to buy or sell any investment or to enter into any transaction. ${siteConfig.brandName} acts solely as an introducer: it does not manage funds or pooled investment vehicles and does not make investment decisions on anyone’s behalf.`,
      ],
    },
    {
      heading: 'Risk Warning',
      blocks: [
        'The opportunities we introduce carry significant risks, including the following:',
        {
          list: [
            'Your capital is at risk. You could lose some or all of the money you invest.',
            'The investments are unregulated, illiquid and high risk. You may not be able to sell or exit before the end of the term, and returns are not guaranteed.',
            'The investments are not regulated by the Financial Conduct Authority (FCA), the UK financial regulator.',
            'You will have no access to the Financial Ombudsman Service or the Financial Services Compensation Scheme if something goes wrong.',
          ],
        },
        'You should invest only money you can afford to lose.',
      ],
    },
    {
      heading: 'Eligibility',
      blocks: [
        'The information on this website is intended only for high-net-worth individuals and for sophisticated investors, whether certified or self-certified. If you do not fall into one of these categories, you must not rely on or act upon any of this information, and you must leave this website now.',
      ],
    },
    {
      heading: 'Advice',
      blocks: [
        'Nothing on this website is investment, legal or tax advice, or a recommendation that any opportunity is suitable for you. You should seek independent professional advice before making any investment decision.',
      ],
    },
  ],

  agreeLabel: 'I AGREE',

  agreeStatement:
    'By ticking this box, you confirm that you have read and understood this disclaimer and that you are a high-net-worth individual or a sophisticated investor.',

  acceptButton: 'Accept & Continue',
};

import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { PAGE_META } from '../page-meta';

const { brandName, infoEmail, legalEmail } = siteConfig;

export const riskDisclosure: LegalDocument = {
  meta: PAGE_META['/risk-disclosure'],
  heading: 'Risk Disclosure',
  lastUpdated: '29 September 2025',
  intro: [
    `This Risk Disclosure explains the main risks of the opportunities that ${brandName} introduces. Please read it carefully and in full before you make an enquiry, and again before you commit to any investment or funding arrangement.`,
    'It does not describe every risk. Each opportunity has its own risks, which will be set out in its own documents, and you must read those too. If you do not understand any part of this disclosure, do not invest until you have taken independent advice.',
  ],
  sections: [
    {
      heading: 'Your capital is at risk',
      blocks: [
        'Investing in the opportunities we introduce puts your capital at risk. The value of an investment can fall as well as rise, returns are not guaranteed, and you may lose all of the money you invest.',
        'Interest or other income may be paid late, reduced or not paid at all. A target or indicative return is not a promise, and figures may be shown before fees, costs and tax, which reduce what you actually receive.',
        'You should only invest money that you can afford to lose entirely without a material effect on your standard of living, and that you will not need during the term of the investment.',
      ],
    },
    {
      heading: 'Unregulated investments and no investor protection',
      blocks: [
        'The opportunities we introduce are unregulated investments. This means:',
        {
          list: [
            'they are not regulated by the UK Financial Conduct Authority (FCA) or the Malta Financial Services Authority (MFSA), and neither regulator supervises the issuers, borrowers or assets involved;',
            'you will have no access to the Financial Ombudsman Service (FOS) if something goes wrong;',
            'you will not be protected by the Financial Services Compensation Scheme (FSCS), so you cannot claim compensation if an issuer or counterparty fails; comparable protections in Malta, such as the Investor Compensation Scheme, will not normally apply either;',
            'the documents for an opportunity will not normally have been reviewed or approved by any regulator, and may not contain the information a regulated prospectus would;',
            'protections designed for retail investors, such as suitability and appropriateness assessments, will not normally apply.',
          ],
        },
        `${brandName} is an introducer. We are not authorised to give investment advice, we do not manage funds or pooled vehicles, and we do not hold client money.`,
      ],
    },
    {
      heading: 'Illiquidity and investment terms',
      blocks: [
        'Our strategies involve investments with terms of typically 6 to 36 months. These investments are illiquid:',
        {
          list: [
            'there is no secondary market on which you can sell them, and none is likely to develop;',
            'you should expect your money to be tied up for the full term, and sometimes longer if repayment is delayed or the term is extended;',
            'early exit may be impossible, and where it is allowed it may involve penalties, a discount to value or long delays;',
            'the investment may be hard to value during its term, and you may not be able to use it as security for borrowing.',
          ],
        },
        'Only invest if you are confident that you will not need the money before the end of the term.',
      ],
    },
    {
      heading: 'Fixed income risks',
      blocks: [
        'Private fixed income opportunities, such as loan notes, bonds and secured loans, carry particular risks:',
        {
          list: [
            'Issuer default: the issuer or borrower may fail to pay interest or repay capital, in full or at all, and may become insolvent.',
            `Credit risk: the issuer's financial position may weaken during the term. Private issuers are usually not rated by credit rating agencies and may publish limited financial information.`,
            'Interest rate risk: if market interest rates rise, a fixed rate becomes less attractive and the value of the investment may fall in relative terms, while you remain locked in.',
            'Refinancing risk: many issuers repay investors by refinancing or selling assets at maturity. If new finance is unavailable or expensive, or sales are delayed, repayment may be late, reduced or not made.',
            'Security and collateral: where an investment is secured, the security may be worth less than expected and may be hard to enforce. Enforcement can be slow and costly, especially across borders, and valuations of collateral may be out of date or optimistic.',
            'Subordination: your claim may rank behind senior lenders and other creditors. In an insolvency, subordinated investors are paid only after those ranking ahead of them, and may receive nothing.',
          ],
        },
      ],
    },
    {
      heading: 'Alternative asset risks',
      blocks: [
        'Alternative assets, such as fine wine, whisky, art, classic cars, precious metals and other collectables, carry risks of their own:',
        {
          list: [
            'Valuation: there is often no public market price. Values depend on specialist opinion and comparable sales, can differ widely between valuers and may not be achievable when you want to sell.',
            'Storage and custody: physical assets must be stored, maintained and insured properly, often by a third-party custodian. Poor storage, or the failure, fraud or insolvency of a custodian, could damage the asset or make it difficult to recover.',
            'Provenance and authenticity: an asset may turn out to be counterfeit, misdescribed, stolen or subject to a third-party claim, which could make it worthless or unsaleable.',
            'Market and liquidity: demand can change quickly with economic conditions, fashion and collector sentiment. Buyers may be few, sales can take a long time, and dealer commissions and auction fees can be high.',
            'Insurance: insurance may not cover every loss, may lapse or may pay out less than the asset is worth, and claims can be slow.',
          ],
        },
        'Alternative assets usually produce no income, so any return depends on selling at a higher price, after all costs.',
      ],
    },
    {
      heading: 'Risks for companies raising capital',
      blocks: [
        'If you are a company seeking funding through an introduction, you should understand that:',
        {
          list: [
            `Dilution: issuing new shares, or instruments that can convert into shares, reduces existing shareholders' percentage ownership and may reduce their control.`,
            'Covenants and conditions: lenders and investors may require covenants, security, guarantees, information rights or a seat on the board. Breaching a covenant can lead to penalties, default, early repayment demands or enforcement against your assets.',
            'Cost of capital: private funding can be expensive. Interest, fees, the equity given up and professional costs may be significantly higher than you expect, and should be weighed against the benefit of the funding.',
            'No guarantee of funding: an introduction does not guarantee that any investor will commit, that funding will be offered on acceptable terms, or that a transaction will complete on time or at all. You may incur costs that cannot be recovered.',
            'Legal obligations: raising capital can bring legal and disclosure obligations, including rules on financial promotion, so take your own legal advice.',
          ],
        },
      ],
    },
    {
      heading: 'Concentration and diversification',
      blocks: [
        'Each opportunity is usually a single investment in one issuer, borrower, asset or project. Putting a large part of your wealth into one investment, or into several that depend on the same sector, country or counterparty, greatly increases the risk of a significant loss.',
        'Investments of this kind should form only a small part of a balanced, diversified portfolio. Diversification reduces some risks, but it does not remove them and does not protect you against losses.',
      ],
    },
    {
      heading: 'Currency risk',
      blocks: [
        'Opportunities may be denominated in pounds sterling (GBP), euros (EUR), US dollars (USD) or other currencies. If an investment is in a currency different from the one you spend or measure your wealth in, exchange rate movements can reduce the value of your capital and income when converted, and can turn a gain into a loss.',
        'Currency conversion and hedging have costs of their own, and hedging may not be available or fully effective.',
      ],
    },
    {
      heading: 'Counterparty and operational risk',
      blocks: [
        {
          list: [
            'Counterparty risk: investments depend on issuers, borrowers, security trustees, custodians, banks and payment agents. If any of them fails, acts fraudulently or becomes insolvent, you may lose some or all of your investment.',
            'Operational risk: errors, systems failures, cyber-attacks and poor management at an issuer or service provider can cause delays or losses.',
            'Key people and changes in law: smaller issuers may depend heavily on a few individuals, and changes in law, regulation or tax during the term can affect an investment.',
            `Fraud and impersonation: criminals may impersonate legitimate firms, including us. Investment monies are paid directly to the issuer or its appointed agent, never to us. Always verify payment details independently before transferring money, and tell us at ${infoEmail} if you receive a suspicious message that appears to come from us.`,
          ],
        },
      ],
    },
    {
      heading: 'Tax',
      blocks: [
        'The tax treatment of any investment depends on your individual circumstances and on where you are resident, and tax rules and reliefs can change during the term of an investment. Tax may be withheld from income or proceeds, and reclaiming it may be slow or impossible. Unregulated investments are unlikely to be eligible for tax-advantaged accounts or reliefs.',
        'We do not give tax advice. Take independent tax advice before you invest.',
      ],
    },
    {
      heading: 'Past performance and forward-looking statements',
      blocks: [
        `Past performance is not a reliable guide to future performance. Information about previous transactions, an issuer's track record or historic returns does not mean that a future investment will perform in the same way.`,
        'Forward-looking statements, such as target returns, projected cash flows, expected repayment or exit dates and market forecasts, are based on assumptions and estimates that may prove wrong. They are not guarantees, actual results may differ materially, and we do not undertake to update them.',
      ],
    },
    {
      heading: 'Conflicts of interest and how we are paid',
      blocks: [
        `${brandName} is usually paid by the issuers, borrowers or other counterparties whose opportunities we introduce, for example through an introduction fee, an arrangement fee or a percentage of the amount raised. This means we have a financial interest in transactions going ahead, which may conflict with your interests. To manage this:`,
        {
          list: [
            'before you make any commitment, we will disclose the nature and, where it is known, the amount or basis of any fee or other benefit we will receive;',
            'we will disclose any material interest that we, our staff or people connected to us have in an opportunity, such as a holding in the issuer;',
            'we introduce but do not advise: the decision to invest is always yours, made with your own independent advisers.',
          ],
        },
      ],
    },
    {
      heading: 'Take independent advice',
      blocks: [
        'Before committing to any opportunity, you should:',
        {
          list: [
            'read all of the offering and legal documents carefully, including their risk warnings, and ask about anything you do not understand;',
            'carry out your own due diligence on the issuer, the people behind it, any security and any underlying asset;',
            'take independent financial advice from an adviser authorised in your country of residence, such as a firm authorised by the FCA in the United Kingdom or licensed by the MFSA in Malta;',
            'take independent legal advice on the documents and your rights under them;',
            'take independent tax advice on how the investment will be taxed in your circumstances.',
          ],
        },
        `${brandName} does not provide financial, legal or tax advice, and cannot tell you whether an investment is suitable for you.`,
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        `If you have questions about this Risk Disclosure or about an opportunity, write to ${infoEmail}. For legal matters, including complaints and data protection requests, write to ${legalEmail}.`,
      ],
    },
  ],
};

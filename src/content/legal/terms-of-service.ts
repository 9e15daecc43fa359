import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { PAGE_META } from '../page-meta';

const { brandName, infoEmail, legalEmail } = siteConfig;
const officeList = siteConfig.offices.join(' and ');

export const termsOfService: LegalDocument = {
  meta: PAGE_META['/terms-of-service'],
  heading: 'Terms of Service',
  lastUpdated: 'January 2025',
  intro: [
    `These terms govern your use of the ${brandName} website, including when you install it on your device and use it as an app. By using the website you agree to them. If you do not agree, please do not use it.`,
    'Please read them together with our Privacy Policy, which explains how we handle personal data, and our Risk Disclosure, which explains the risks of the opportunities we introduce.',
  ],
  sections: [
    {
      heading: 'About us and what we do',
      blocks: [
        `${brandName} ("we", "us", "our") is a wealth and investment introducer with offices in ${officeList}. We introduce high-net-worth and sophisticated investors to off-market fixed income, alternative asset and capital-raising opportunities, and we introduce companies seeking funding to potential investors.`,
        'It is important that you understand what we are, and what we are not:',
        {
          list: [
            'We are an introducer. We are not authorised to give investment advice, and nothing we say or publish is a personal recommendation.',
            `We do not manage funds or any other pooled investment vehicle, and we do not manage investments on anyone's behalf.`,
            'We do not hold client money or assets. Any investment is made directly between you and the issuer, borrower or other counterparty, under their own documents.',
            'The opportunities we introduce are not regulated by the UK Financial Conduct Authority (FCA) or the Malta Financial Services Authority (MFSA). They are unregulated, illiquid and high risk.',
            'Nothing on the website is an offer to sell, or a solicitation of an offer to buy, any investment or security.',
          ],
        },
      ],
    },
    {
      heading: 'Who the website is for',
      blocks: [
        'The investment-related content on this website is intended only for:',
        {
          list: [
            'high-net-worth individuals, including those certified as such under the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005 in the United Kingdom;',
            'certified or self-certified sophisticated investors under that Order;',
            'investors who meet an equivalent professional, qualifying or experienced investor standard under the law of the country where they live;',
            'directors and authorised representatives of companies seeking funding.',
          ],
        },
        'Before you can view that content, the website asks you to read its disclaimer and confirm that you fall into one of these categories. By confirming, you tell us that your statement is true and that you understand the risks described in our Risk Disclosure. If your circumstances change and you no longer qualify, you must stop using that content.',
        'You must be at least 18 years old to use the website. We may ask for evidence of your eligibility before making any introduction, and we may decline to deal with you if we are not satisfied.',
        'The website is not directed at anyone in a country where publishing or accessing it would be unlawful, or where the opportunities it describes may not lawfully be promoted, and nothing on it is an offer or solicitation in any such country. No opportunity is offered to persons in the United States or to US persons unless its documents expressly say so. It is your responsibility to find out about, and comply with, the laws that apply to you.',
      ],
    },
    {
      heading: 'Information only, not advice',
      blocks: [
        'Everything on the website is general information about us and the kinds of opportunity we introduce. It is not:',
        {
          list: [
            'investment, financial, legal, tax or accounting advice;',
            'a personal recommendation, or a statement that any investment is suitable or appropriate for you;',
            'an offer, invitation or inducement to engage in investment activity;',
            'a prospectus, offering document or basis for any investment decision.',
          ],
        },
        'You must not rely on the website when deciding whether to invest. Any investment decision must be made only on the basis of the final documents provided by the issuer or counterparty, your own due diligence and independent advice from suitably qualified advisers. We take reasonable care to keep the content accurate, but we do not guarantee that it is complete, accurate or up to date, and it may change without notice.',
        'Some content describes target returns, expected terms, market trends or other future events. These forward-looking statements reflect our views when written, rest on assumptions that may prove wrong and are not guarantees; actual outcomes may differ materially. Past performance is not a guide to future results, and we do not undertake to update forward-looking statements.',
      ],
    },
    {
      heading: 'Third-party content and links',
      blocks: [
        `Some pages show news headlines supplied through a third-party service that collects publishers' RSS feeds. The headlines are chosen and written by their publishers, not by us. We do not check or endorse them and are not responsible for them, and they may be delayed, incomplete or unavailable.`,
        'The website may link to other websites, such as news publishers or our professional networking page. We have no control over them and are not responsible for their content, availability or privacy practices. A link is not an endorsement.',
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        `The website and its content, including its text, design, graphics, logos and the ${brandName} name, belong to us or our licensors and are protected by copyright, trade mark and other laws.`,
        'You may view the website, and print or download extracts for your own personal reference, provided you do not change them and you keep any copyright and trade mark notices. You may not otherwise copy, republish, sell, frame or create derivative works from any part of it without our written permission.',
        'News headlines and third-party names and marks remain the property of their owners.',
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'use the website in any way that breaks the law or these terms;',
            'give false information about yourself or your eligibility, or send an enquiry on behalf of someone else without their authority;',
            'send enquiries that are abusive, fraudulent or unsolicited advertising, or that contain malicious code;',
            'try to gain unauthorised access to the website, its servers or any connected system, or interfere with how it works, including by denial-of-service attacks;',
            'scrape, harvest or systematically collect content or data from the website by automated means;',
            'impersonate us, use our name to mislead others, or present any opportunity as introduced by us when it was not.',
          ],
        },
        'We may suspend or restrict access to the website, or disregard enquiries, if we reasonably believe these terms have been broken. We may also report misuse to the relevant authorities.',
      ],
    },
    {
      heading: 'Enquiries',
      blocks: [
        'You can contact us through the enquiry forms on the website. Sending an enquiry:',
        {
          list: [
            'does not create a client relationship, an agreement or any obligation on either side;',
            'does not oblige you to invest or to proceed with anything;',
            'does not oblige us to reply in any particular way, to make an introduction or to find funding.',
          ],
        },
        'We may decline any enquiry, or end discussions at any time, without giving a reason: for example, if you do not meet the eligibility criteria, if we cannot complete identity or anti-money-laundering checks, or if an opportunity is no longer available. Any introduction will be made under a separate written agreement setting out its terms, including any fees.',
        'Please make sure the information you give us is accurate and complete. Do not send confidential business information or identity documents through the website; if we need them, we will agree a secure way for you to send them.',
      ],
    },
    {
      heading: 'Offline use and the installed app',
      blocks: [
        'You can install the website on your device and use it without an internet connection. When you do:',
        {
          list: [
            'pages are shown from copies stored on your device, so what you see may be out of date while you are offline, until the website refreshes them once you reconnect;',
            'news headlines and information about opportunities may be out of date, and an opportunity shown while you are offline may no longer be available;',
            'an enquiry you send while offline is kept on your device and sent automatically when you are back online. We receive it when it is delivered, not when you press send;',
            'you can see and discard enquiries that are waiting to be sent before they are delivered.',
          ],
        },
        'The installed app is the same website and these terms apply to it in the same way. We do not guarantee that the website, in any form, will always be available, uninterrupted or free of errors, and we may change, suspend or withdraw any part of it.',
      ],
    },
    {
      heading: 'Limitation of liability',
      blocks: [
        'Nothing in these terms limits or excludes our liability for fraud or fraudulent misrepresentation, for death or personal injury caused by our negligence, or for anything else that cannot be limited or excluded by law. Nothing in these terms affects your statutory rights.',
        'Subject to that, and to the extent permitted by law:',
        {
          list: [
            'the website is provided free of charge and "as is", and we exclude all warranties, conditions and other terms that might otherwise be implied;',
            'we are not liable for any loss arising from your use of, or reliance on, the website or its content, including any investment decision you make;',
            'we are not liable for any loss of profit, income, capital, opportunity, data or goodwill, or for any indirect or consequential loss;',
            'we are not liable for third-party content, including news headlines and linked websites, or for loss caused by a virus or other harmful material that could affect your device;',
            'we are not liable for any delay in delivering, or failure to deliver, an enquiry, including one waiting on your device while you are offline.',
          ],
        },
        'Our responsibilities in connection with any particular introduction will be governed by the written agreement that covers it.',
      ],
    },
    {
      heading: 'Indemnity',
      blocks: [
        'You agree to indemnify us, our officers, employees and agents against any claims, losses, liabilities and reasonable costs, including legal fees, arising from your breach of these terms, your misuse of the website or any false statement you make about your eligibility. If you use the website as a consumer, this applies only to the extent permitted by the consumer protection law that applies to you.',
      ],
    },
    {
      heading: 'Privacy',
      blocks: [
        `We use the personal data you give us, such as the details in an enquiry, as explained in our Privacy Policy. The website does not use tracking cookies, analytics or advertising. For data protection questions, or to exercise your rights, write to ${legalEmail}.`,
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms from time to time, for example to reflect changes to the website, our services or the law. The updated terms apply from the date shown at the top of this page, so please check it each time you use the website. If you continue to use the website after a change, you accept the updated terms.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      blocks: [
        'These terms, and any dispute or claim arising out of or in connection with them or the website, including non-contractual disputes or claims, are governed by the laws of Malta, and the courts of Malta have jurisdiction to settle them.',
        `If you are a consumer living in the United Kingdom, you keep the benefit of the mandatory consumer protections of the law of the part of the United Kingdom where you live, and you may also bring proceedings in the courts there. Consumers living elsewhere keep the mandatory protections of their own country's law in the same way.`,
        'If any part of these terms is found to be unenforceable, the rest remains in effect. If we do not enforce a right straight away, we may still enforce it later.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        `Our offices are in ${officeList}. The quickest way to reach us is by email:`,
        {
          list: [
            `general questions about the website, our services or an enquiry: ${infoEmail};`,
            `legal matters, including questions about these terms, and data protection requests: ${legalEmail}.`,
          ],
        },
      ],
    },
  ],
};

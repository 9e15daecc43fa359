import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { PAGE_META } from '../page-meta';

const { brandName, infoEmail, legalEmail } = siteConfig;
const officeList = siteConfig.offices.join(' and ');

export const privacyPolicy: LegalDocument = {
  meta: PAGE_META['/privacy-policy'],
  heading: 'Privacy Policy',
  lastUpdated: '28 November 2026',
  intro: [
    `This policy explains how ${brandName} ("we", "us", "our") collects, uses and protects personal data when you visit our website, install it on your device as an app or send us an enquiry. It describes what the website actually does.`,
    `If you have a general question, write to ${infoEmail}. For anything about your personal data or this policy, write to ${legalEmail}.`,
  ],
  sections: [
    {
      heading: 'Who we are and which laws apply',
      blocks: [
        `${brandName} is a wealth and investment introducer with offices in ${officeList}. We introduce high-net-worth and sophisticated investors to off-market fixed income, alternative asset and capital-raising opportunities. We do not manage funds, we do not hold client money and we do not give personal investment advice.`,
        `For the personal data described in this policy, ${brandName} is the controller: we decide why and how it is used, and we are responsible for it. Because we work from both the United Kingdom and Malta, we follow two closely related sets of rules:`,
        {
          list: [
            'in the United Kingdom, the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018;',
            'in Malta and the wider European Union, the General Data Protection Regulation (EU) 2016/679 (EU GDPR) and the Data Protection Act (Chapter 586 of the Laws of Malta).',
          ],
        },
        'The rules are very similar, and we apply the same standards to everyone.',
      ],
    },
    {
      heading: 'What we collect through our enquiry forms',
      blocks: [
        'Our enquiry forms ask only for what we need to reply to you. Depending on the form, we collect:',
        {
          list: [
            'your first name and last name;',
            'your email address;',
            'your telephone number, including its country code;',
            'the country where you live or are based;',
            'for capital-raising enquiries, the name of your company and its funding requirement;',
            'the message you write to us, and anything you choose to include in it;',
            'your answer to any consent question the form asks.',
          ],
        },
        'Along with what you type, the form sends three pieces of technical information:',
        {
          list: [
            'the page of the website the enquiry was sent from, so that we know which service or opportunity you are asking about;',
            'the date and time the enquiry was sent;',
            'a random identifier that your browser generates for each enquiry. If the same enquiry reaches us twice, for example because your connection dropped and it was sent again, the identifier lets us store it only once. It is not linked to you or your device and is not used to track you.',
          ],
        },
        'Please do not include sensitive information, identity documents or bank details in your message. If we need documents later, we will tell you how to send them securely.',
      ],
    },
    {
      heading: 'Why we use your information and our lawful bases',
      blocks: [
        'We use the information in your enquiry to:',
        {
          list: [
            'read and answer your enquiry;',
            'assess whether you are eligible for the kind of opportunity you have asked about, for example whether you are a high-net-worth or sophisticated investor;',
            'take the steps you ask of us before any agreement, such as arranging a call or preparing an introduction;',
            'keep a record of our correspondence and defend our legal position if a dispute arises.',
          ],
        },
        'Our lawful bases are:',
        {
          list: [
            'Steps before a contract: using your details is necessary to respond to your enquiry and take the pre-contract steps you ask for.',
            'Legitimate interests: our interest in running our business, answering enquiries, assessing eligibility and keeping accurate records, which we have balanced against your interests and rights.',
            `Consent: where a form asks for it, for example to hear about future opportunities. You can withdraw it at any time by writing to ${legalEmail}.`,
            'Legal obligation: if an enquiry becomes a client relationship, we may have to carry out and record identity and anti-money-laundering checks.',
          ],
        },
        'We make no automated decisions about you and build no profiles of visitors.',
      ],
    },
    {
      heading: 'The news feed',
      blocks: [
        `Some pages show recent market and economic headlines. To display them, your browser requests the headlines from a third-party service that converts news publishers' RSS feeds into a format our pages can read.`,
        'Like any web request, this gives that service your IP address and browser details, such as browser type and language. We send it no personal data and receive nothing about you from it. Its own privacy policy governs what it does with that technical data.',
        `If you click a headline, you leave our website for the publisher's website, and that publisher's own privacy policy and cookies apply.`,
      ],
    },
    {
      heading: 'Information kept on your device',
      blocks: [
        `Your disclaimer acceptance. When you accept the disclaimer shown before investment-related content, your browser saves a single entry in its local storage with the value "true", so that you are not asked again. It contains no personal data and is never sent to us. Clearing this site's data in your browser removes it, and the disclaimer will be shown again.`,
        `Installing the site and using it offline. You can install the website like an app, and it keeps working without a connection. To make this possible, your browser caches the website's own files, such as pages, styles and images. These contain no personal data. Once they are all saved, the website tells you it is ready to work offline, and your browser saves a single entry in its local storage with the value "1", so that you are told only once. It contains no personal data and is never sent to us.`,
        `Enquiries sent while offline. An enquiry sent without a connection is saved, with everything you entered, in your browser's IndexedDB storage on that device. It is sent automatically when the connection returns, then removed from your device once delivered. Until then we cannot see it, and:`,
        {
          list: [
            'the website shows it as waiting, and you can view and discard it;',
            `clearing this site's data in your browser also deletes it;`,
            'anyone using the same device and browser profile could see it.',
          ],
        },
        `The number on the app's icon. Where your device shows one, the icon of the installed website shows how many enquiries are waiting on your device. Your browser works it out from the enquiries saved there; it is never sent to us.`,
        `Being told when an enquiry has gone. When an enquiry is saved on your device, the website may offer to tell you once it has been sent. If you accept, your browser asks whether this site may show notifications: that permission is your browser's, and you can withdraw it in its settings at any time. The notification is shown by the website's own code on your device; no notification service is used, and nothing is sent to us or anyone else for it. If you decline, your browser saves a single entry in its local storage with the value "1", so that you are not asked again. It contains no personal data and is never sent to us.`,
        `Fresher news in the installed app. Where your browser allows it for an installed website, it fetches the news feed now and then in the background, even when the website is not open, and keeps the latest one in its cache with the time it was fetched, so that the app shows recent headlines offline and says how old they are. That request goes to the news feed service described above, as when you open a page; nothing about you is added to it, and nothing is sent to us.`,
      ],
    },
    {
      heading: 'No tracking, analytics or advertising',
      blocks: [
        'We keep things simple:',
        {
          list: [
            'we do not use cookies to track you, and we set no advertising or analytics cookies;',
            'we do not use analytics tools, tracking pixels, fingerprinting or session recording;',
            'we show no advertising and share nothing with advertising networks;',
            'we do not sell, rent or trade personal data.',
          ],
        },
        'If we ever introduce analytics or non-essential cookies, we will update this policy first and ask for your consent where the law requires it.',
      ],
    },
    {
      heading: 'Service providers and international transfers',
      blocks: [
        'We use a few service providers as processors, acting only on our instructions under written contracts that require confidentiality and security:',
        {
          list: [
            'Cloud hosting: the provider that hosts and serves our website. Like any web host, it receives your IP address and browser details when you load a page, and may keep them in short-lived server logs for security and to prevent abuse.',
            'Database: the provider whose database stores the enquiries you send us.',
            'Email delivery: the provider that delivers enquiry notifications to our team and our replies to you.',
          ],
        },
        'Only staff who need your enquiry see it. Before any introduction, we will tell you what we intend to share with the issuer or counterparty and share it only with your agreement. We may also disclose data where the law requires, for example to a regulator or court, and to our professional advisers in confidence.',
        'Some of our providers may store or access data outside the United Kingdom and the European Economic Area (EEA). Transfers between the UK and the EEA rely on the adequacy arrangements between them. For transfers to other countries we use one of these safeguards:',
        {
          list: [
            'a finding by the UK Government or the European Commission that the country protects personal data adequately (adequacy regulations or an adequacy decision), including, for certified providers in the United States, the EU-US Data Privacy Framework and its UK Extension;',
            'for transfers from the UK, the International Data Transfer Agreement (IDTA) or the UK Addendum to the EU Standard Contractual Clauses;',
            'for transfers from the EEA, the EU Standard Contractual Clauses (SCCs), with additional measures where needed.',
          ],
        },
        `You can ask for more information about these safeguards by writing to ${legalEmail}.`,
      ],
    },
    {
      heading: 'How long we keep your information',
      blocks: [
        {
          list: [
            'Enquiries that do not lead to a client relationship: 24 months from our last contact with you, after which we delete them.',
            'Records of a client relationship: as long as the law requires, for example up to five years after the relationship ends for anti-money-laundering records, and otherwise as long as needed for our legal, tax and regulatory obligations or to defend legal claims.',
            'Enquiries waiting on your device: until they are delivered or you discard them.',
            'Hosting server logs: a short period, for security only.',
          ],
        },
        'When we no longer need personal data, we delete it or make it anonymous.',
      ],
    },
    {
      heading: 'How we keep your information secure',
      blocks: [
        'Our technical and organisational measures include:',
        {
          list: [
            'serving the website only over encrypted (HTTPS) connections;',
            'using hosting and database providers that encrypt stored data;',
            'limiting access to staff who need it, with multi-factor authentication;',
            'choosing providers with recognised security standards.',
          ],
        },
        'If a personal data breach puts your rights at risk, we will notify the supervisory authority and, where the law requires, tell you.',
        `We will never ask for your passwords, and investment monies are never paid to us. Report any message claiming otherwise to ${infoEmail}.`,
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'Subject to conditions and exceptions in the law, you have the right of:',
        {
          list: [
            'Access: a copy of your personal data and information about how we use it.',
            'Rectification: correcting inaccurate or incomplete data.',
            'Erasure: deleting your data, for example where we no longer need it.',
            'Restriction: limiting our use of your data, for example while we check its accuracy.',
            'Objection: objecting to uses based on legitimate interests, and to direct marketing at any time.',
            'Portability: receiving data you gave us in a machine-readable format, or having it sent to another organisation, where the law allows.',
            'Withdrawing consent: where we rely on consent, at any time.',
          ],
        },
        `To exercise any of these rights, write to ${legalEmail}. We may ask you to confirm your identity. There is normally no fee.`,
        'We will respond within one month of receiving your request. For complex or numerous requests we may extend this by up to two months, telling you why within the first month.',
      ],
    },
    {
      heading: 'Complaints',
      blocks: [
        `If you are unhappy with how we handle your data, please tell us first at ${legalEmail}. You may also complain to a supervisory authority:`,
        {
          list: [
            `in the United Kingdom, the Information Commissioner's Office (ICO), at ico.org.uk;`,
            'in Malta, the Information and Data Protection Commissioner (IDPC), at idpc.org.mt.',
          ],
        },
        'If you live or work elsewhere in the EEA, you may complain to your local authority.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        `Our website and services are not intended for anyone under 18, and we do not knowingly collect their data. If someone under 18 has sent us an enquiry, please tell us at ${legalEmail} and we will delete it.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy when the website, our providers or the law changes; the date above shows the latest revision. We will tell people directly of significant changes affecting data we already hold, where we can.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        `Our offices are in ${officeList}. The quickest way to reach us is by email:`,
        {
          list: [
            `general questions about us or our services: ${infoEmail};`,
            `questions about this policy, requests to exercise your data protection rights and complaints: ${legalEmail}.`,
          ],
        },
      ],
    },
  ],
};

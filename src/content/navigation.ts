/** Where the header, side menu and footer lead. Paths are the router's; sections are ids on the home page. */

export const HOME_SECTIONS = {
  team: 'team',
  // The news section's id, as the page's address has it ('/#insights').
  news: 'insights',
  contact: 'contact',
} as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];

export const sectionLinks: readonly { label: string; section: HomeSectionId }[] = [
  { label: 'Team', section: HOME_SECTIONS.team },
  { label: 'News & Insights', section: HOME_SECTIONS.news },
  { label: 'Contact', section: HOME_SECTIONS.contact },
];

export const serviceLinks = [
  { label: 'Fixed Income', to: '/fixed-income' },
  { label: 'Alternative Assets', to: '/alternative-assets' },
  { label: 'Capital Raising', to: '/capital-raising' },
] as const;

export const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Risk Disclosure', to: '/risk-disclosure' },
] as const;

export const layoutCopy = {
  skipLink: 'Skip to main content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  contactButton: 'Contact',
  homeLinkLabel: 'home page',
  navigationHeading: 'Navigation',
  homeLink: 'Home',
  servicesHeading: 'Our Services',
  quickContactHeading: 'Quick Contact',
  footerDescription:
    'An introducer connecting high-net-worth and sophisticated investors with off-market fixed income and alternative asset opportunities, and companies with the capital they seek. We do not manage funds or pooled vehicles.',
  footerServicesHeading: 'Services',
  footerContactHeading: 'Contact',
  footerLegalHeading: 'Legal',
  professionalNetworkLabel: 'LinkedIn',
  newTabHint: '(opens in a new tab)',
  riskNotice:
    'Capital at risk. The opportunities we introduce are unregulated, illiquid and high risk, and are intended only for high-net-worth and sophisticated investors.',
  rightsReserved: 'All rights reserved.',
  version: 'Version',
} as const;

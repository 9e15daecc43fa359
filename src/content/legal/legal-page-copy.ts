/** Labels shared by every legal page. */
export const legalPageCopy = {
  lastUpdated: 'Last updated:',
  contents: 'Contents',
  contactHeading: 'Contact us',
  infoMailbox: 'General enquiries',
  legalMailbox: 'Legal and data protection',
} as const;

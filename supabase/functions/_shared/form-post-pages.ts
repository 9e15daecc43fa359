/**
 * Where the function sends a browser after a native form post (an enquiry sent without the site's
 * JavaScript): the site's prerendered pages that say how it went. On its own, importing nothing,
 * so the site builds those pages from the same paths the function redirects to.
 */

/** The enquiry was stored (or had been already): a confirmation. */
export const ENQUIRY_RECEIVED_PATH = '/enquiry-received';

/** Why a posted enquiry was not stored, as a visitor can act on it. */
export const ENQUIRY_NOT_SENT_REASONS = ['invalid', 'busy', 'unavailable'] as const;
export type EnquiryNotSentReason = (typeof ENQUIRY_NOT_SENT_REASONS)[number];

/** The page that says why, e.g. '/enquiry-not-sent/busy'. */
export function enquiryNotSentPath<Reason extends EnquiryNotSentReason>(
  reason: Reason,
): `/enquiry-not-sent/${Reason}` {
  return `/enquiry-not-sent/${reason}`;
}

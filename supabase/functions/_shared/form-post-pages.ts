/**
 * Where the send-form-submission function sends a visitor after a native HTML form post (no
 * JavaScript): it answers `303 See Other` to one of these paths on the site's own origin. The site
 * prerenders a page at each, so the paths live here once, for both sides. Imports nothing at run
 * time, so the site's code can take it without the function's dependencies.
 */

/** The enquiry is stored (a repeat of one already stored too). */
export const ENQUIRY_RECEIVED_PATH = '/enquiry-received';

/**
 * Why an enquiry was not stored:
 * - `invalid`: refused for its content (a field fails the form's rules, too large, unreadable);
 * - `busy`: too many enquiries from this visitor's address just now (rate limited);
 * - `unavailable`: the database could not be reached, or the server failed.
 */
export const ENQUIRY_NOT_SENT_REASONS = ['invalid', 'busy', 'unavailable'] as const;
export type EnquiryNotSentReason = (typeof ENQUIRY_NOT_SENT_REASONS)[number];

/** The page that says why, e.g. '/enquiry-not-sent/busy'. */
export function enquiryNotSentPath<Reason extends EnquiryNotSentReason>(
  reason: Reason,
): `/enquiry-not-sent/${Reason}` {
  return `/enquiry-not-sent/${reason}`;
}

/**
 * The field every form carries, hidden from people, that only bots fill in. On its own so the
 * site's always-loaded code can name it without pulling in the schema and valibot. The name means
 * nothing to autofill: browsers and password managers fill fields whose name, id or label looks
 * like one they know (`website`, `url`, `company`, `name`, `email`, `phone`, `address` ...), and a
 * trap filled by autofill would mark a person's enquiry as spam.
 */
export const HONEYPOT_FIELD = 'xq_leave_blank';

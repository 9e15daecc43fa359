/**
 * The field every form carries, hidden from people, that only bots fill in. On its own so the
 * site's always-loaded code can name it without pulling in the schema and valibot.
 */
export const HONEYPOT_FIELD = 'website';

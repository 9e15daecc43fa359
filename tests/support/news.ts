/**
 * How long the news may take to come once its section is near: the section's code, then the feed,
 * then the cards, one after the other. Under a whole suite on a busy two-core machine that chain
 * has taken longer than a check's usual 10 s (seen in CI on the first card of a page), so each
 * first wait for the news after a page opens allows this much.
 */
export const NEWS_COMES_MS = 20_000;

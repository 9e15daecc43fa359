/**
 * Markup from a third party turned into plain text: script and style blocks dropped with their
 * content, tags removed, entities decoded, white space collapsed. The result is only ever rendered
 * as React text, so even markup this misses reaches the page escaped, never as HTML.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  pound: '£',
  euro: '€',
  yen: '¥',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  middot: '·',
  bull: '•',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
};

function decodeCodePoint(codePoint: number, original: string): string {
  if (!Number.isFinite(codePoint) || codePoint <= 0 || codePoint > 0x10ffff) return original;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return original;
  return String.fromCodePoint(codePoint);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return decodeCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), match);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

const BLOCK_TAG =
  /<\/?(p|br|hr|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|figure|figcaption|img)\b[^>]*>/gi;

export function toPlainText(markup: string): string {
  const withoutTags = markup
    .replace(/<(script|style|noscript|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    // Block tags separate words; inline tags (<b>, <a>) sit inside them.
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z!?/][^>]*>?/gi, '');
  // Decoded text may spell markup (`&lt;b&gt;`); it stays text, as the author wrote it.
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

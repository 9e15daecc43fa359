/**
 * The docs stay short enough to be read in one sitting: a doc says how things are now, each thing
 * once, and history lives in git and the decision records (docs/decisions/, not counted here).
 * Words and lines are counted as `cat docs/*.md | wc -w` and `wc -l README.md` count them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAX_DOCS_WORDS = 6000;
const MAX_README_LINES = 150;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const lines = (text: string) => text.split('\n').length - 1;

it(`keeps docs/*.md within ${MAX_DOCS_WORDS} words together`, () => {
  const docs = readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name, words: words(readFileSync(join('docs', name), 'utf8')) }));
  const total = docs.reduce((sum, doc) => sum + doc.words, 0);
  const each = docs.map((doc) => `${doc.name} ${doc.words}`).join(', ');
  expect(
    total,
    `docs/*.md hold at most ${MAX_DOCS_WORDS} words together, and now hold ${total} (${each}): ` +
      'say each thing once, in fewer words, and leave history to git and the decision records',
  ).toBeLessThanOrEqual(MAX_DOCS_WORDS);
});

it(`keeps README.md within ${MAX_README_LINES} lines`, () => {
  const count = lines(readFileSync('README.md', 'utf8'));
  expect(
    count,
    `README.md has at most ${MAX_README_LINES} lines, and now has ${count}: keep there what a ` +
      'newcomer needs first, and link to docs/ for the rest',
  ).toBeLessThanOrEqual(MAX_README_LINES);
});

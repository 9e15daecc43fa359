/**
 * What only moves is done by the stylesheet, whose numbers cannot be imported from
 * src/lib/constants.ts, nor its colours from src/lib/palette.ts: these checks keep them the same.
 */
import { readFileSync } from 'node:fs';
import {
  MOBILE_BREAKPOINT_PX,
  REVEAL_THRESHOLD,
  REVEAL_THRESHOLD_LOW_END,
  TYPING_CHAR_DELAY_MOBILE_MS,
  TYPING_CHAR_DELAY_MS,
} from '../../src/lib/constants';
import { PALETTE } from '../../src/lib/palette';

const stylesheet = (name: string) => readFileSync(`src/styles/${name}`, 'utf8');

it('types 80 ms a character by default, and 50 ms below the mobile breakpoint', () => {
  const css = stylesheet('pages.css');
  expect(css.slice(css.indexOf('.typed-visual {'))).toMatch(
    new RegExp(
      `^\\.typed-visual \\{[^}]*--typed-per-char: ${TYPING_CHAR_DELAY_MS}ms;[^}]*\\}\\s*` +
        `@media \\(max-width: ${MOBILE_BREAKPOINT_PX - 1}px\\) \\{\\s*\\.typed-visual \\{\\s*` +
        `--typed-per-char: ${TYPING_CHAR_DELAY_MOBILE_MS}ms;`,
    ),
  );
});

it('fades sections in at half in view, or a fifth on devices the early script marks low-end', () => {
  const css = stylesheet('layout.css');
  expect(css).toMatch(new RegExp(`:root \\{\\s*--reveal-threshold: ${REVEAL_THRESHOLD * 100}%;`));
  expect(css).toMatch(
    new RegExp(
      `html\\[data-low-end\\] \\{\\s*--reveal-threshold: ${REVEAL_THRESHOLD_LOW_END * 100}%;`,
    ),
  );
});

it("declares the brand's palette as src/lib/palette.ts has it, colour for colour", () => {
  const css = stylesheet('tokens.css');
  const start = css.indexOf('/* The palette');
  const palette = css.slice(start, css.indexOf('\n\n', start));
  const declared = Object.fromEntries(
    [...palette.matchAll(/--color-([\w-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]),
  );
  expect(
    declared,
    "src/lib/palette.ts is the palette's one source: tokens.css declares each of its colours, " +
      'as --color-<name>, with its value there',
  ).toEqual(PALETTE);
});

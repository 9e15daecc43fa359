/**
 * The stylesheet cannot import the page's marks (src/lib/page-marks.ts), so it names them as
 * text; this holds every data attribute it selects to a name someone still writes, so a mark
 * renamed on one side only fails here rather than styling nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pageMarks from '../../src/lib/page-marks';

const STYLES = 'src/styles';
const marks = new Set<string>(
  Object.values(pageMarks).filter((value) => typeof value === 'string'),
);
/** Written by sonner on its toasts, which the stylesheet dresses. */
const SONNER = readFileSync('node_modules/sonner/dist/index.mjs', 'utf8');
/** The components' own, each set by one component as it renders. */
const COMPONENTS = ['src/components/ui/reveal.tsx', 'src/features/enquiries/outbox'];

function sourcesOf(path: string): string {
  if (path.endsWith('.tsx') || path.endsWith('.ts')) return readFileSync(path, 'utf8');
  return readdirSync(path)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => readFileSync(join(path, name), 'utf8'))
    .join('\n');
}
const componentSource = COMPONENTS.map(sourcesOf).join('\n');

const selected = readdirSync(STYLES)
  .filter((name) => name.endsWith('.css'))
  .flatMap((name) => {
    const css = readFileSync(join(STYLES, name), 'utf8');
    const attributes = new Set(
      [...css.matchAll(/\[(data-[a-z-]+)/g)].map(([, attribute]) => attribute!),
    );
    return [...attributes].map((attribute) => ({ file: name, attribute }));
  });

it('finds the data attributes the stylesheet selects', () => {
  expect(selected.length).toBeGreaterThan(0);
});

it.each(selected)('$file selects [$attribute], a name the page still writes', ({ attribute }) => {
  const written =
    marks.has(attribute) ||
    componentSource.includes(`${attribute}=`) ||
    SONNER.includes(`"${attribute}"`);
  expect(
    written,
    `${attribute} is neither a mark in src/lib/page-marks.ts, nor set by a component, nor sonner's`,
  ).toBe(true);
});

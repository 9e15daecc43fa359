import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import type * as onThePage from './on-the-page';

type PageFunctions = typeof onThePage;
export type PageFunction = keyof PageFunctions;

/** One call of a function of ./on-the-page.ts, as a test names it. */
export type PageCall = <Name extends PageFunction>(
  name: Name,
  argument: Parameters<PageFunctions[Name]>[0],
) => Promise<Awaited<ReturnType<PageFunctions[Name]>>>;

let bundled: Promise<string> | undefined;

/** ./on-the-page.ts as one script, which defines `onThePage`; bundled once per test worker. */
function onThePageScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [new URL('./on-the-page.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    globalName: 'onThePage',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}

/**
 * The body of a function that calls `name` in the page with its first argument and returns what
 * it returns. The whole script comes with each call, so it holds in any document, however the
 * visitor got there, and leaves nothing of ours on the page but the last press (`aimAndHold`).
 */
export async function pageFunctionBody(name: PageFunction): Promise<string> {
  return `${await onThePageScript()}\nreturn onThePage.${name}(arguments[0]);`;
}

/** What axe reports of one rule the page fails, as tests/support/accessibility.ts has it. */
export interface Violation {
  rule: string;
  impact?: string | null;
  targets: string[];
}

let axeSource: Promise<string> | undefined;

/**
 * The body of a function that runs axe in the page against the WCAG tags in its first argument
 * and resolves the rules the page fails, each with its elements. The axe @axe-core/playwright
 * runs in Chromium, so every engine is judged by the same rules.
 */
export async function axeRunBody(): Promise<string> {
  const fromPlaywrights = createRequire(
    createRequire(import.meta.url).resolve('@axe-core/playwright'),
  );
  axeSource ??= readFile(fromPlaywrights.resolve('axe-core/axe.min.js'), 'utf8');
  return `${await axeSource}
return axe
  .run(document, { runOnly: { type: 'tag', values: arguments[0] }, resultTypes: ['violations'] })
  .then((results) => results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  })));`;
}

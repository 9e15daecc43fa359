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

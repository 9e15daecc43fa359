/**
 * What `npm run size:runtime` counts: the runtime's files, in groups, in lines of code (every line
 * that is not blank and not only a comment: one that starts with `//`, `/*`, `*` or `*\/`).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Lines of code in `source`: not blank, not only a comment. */
export function linesOfCode(source: string): number {
  return source.split('\n').filter((line) => {
    const text = line.trim();
    return text !== '' && !/^(\/\/|\/\*|\*)/.test(text);
  }).length;
}

const runtime = readdirSync('src/runtime')
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
  .map((name) => join('src/runtime', name));

/**
 * The groups counted, each with its files. The first is everything that decides when the page's
 * code runs, wherever it lives (docs/runtime.md has a row for each): the runtime, the first
 * script, the starter and the app's start, the modules that own an element's behaviour from the
 * first script on, the hero's playback, the worker's registration, what the starter runs for the
 * reasons that are not elements, the enquiry client's download, and the toaster's on the first
 * toast. The service worker's own timing is its files' (src/sw.ts and the `*-in-worker.ts` files
 * it composes), a runtime of its own.
 */
export const RUNTIME_GROUPS: readonly { name: string; files: readonly string[] }[] = [
  {
    name: "What decides when the page's code runs",
    files: [
      ...runtime,
      'src/first-script.ts',
      'src/starter.ts',
      'src/start-app.tsx',
      'src/features/disclaimer/disclaimer-behaviour.ts',
      'src/components/layout/side-menu-behaviour.ts',
      'src/features/hero/hero-video-sources.ts',
      'src/features/hero/hero-playback.ts',
      'src/features/pwa/worker-registration.ts',
      'src/components/page-notice.ts',
      'src/features/pwa/install-offer.ts',
      'src/features/enquiries/outbox/outbox-waiting.ts',
      'src/features/enquiries/outbox/keep-held-enquiries.ts',
      'src/features/enquiries/enquiry-client-download.ts',
      'src/components/toast.ts',
    ],
  },
];

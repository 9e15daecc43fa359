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

/** The groups counted, each with its files. */
export const RUNTIME_GROUPS: readonly { name: string; files: readonly string[] }[] = [
  {
    name: 'What decides when code runs: the runtime, the first script, the starter, the boot',
    files: [...runtime, 'src/early-page.ts', 'src/main.tsx', 'src/boot.tsx'],
  },
  {
    name: 'What the first script also carries for the elements, from the modules that own them',
    files: [
      'src/features/disclaimer/disclaimer-before-code.ts',
      'src/components/layout/side-menu-before-code.ts',
      'src/features/hero/hero-video-sources.ts',
      'src/lib/fonts-on-device.ts',
    ],
  },
  {
    name: 'What the starter runs for the reasons that are not elements',
    files: [
      'src/features/enquiries/outbox/outbox-waiting.ts',
      'src/features/enquiries/outbox/keep-held-enquiries.ts',
      'src/features/pwa/install-offer.ts',
    ],
  },
];

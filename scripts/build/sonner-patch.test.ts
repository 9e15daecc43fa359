// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TOAST_SETTINGS } from '../../src/lib/constants';

/**
 * sonner has no setting for its swipe-dismiss distance; patches/sonner+2.0.8.patch sets it, and
 * npm ci applies the patch. This reads what is installed, both builds of sonner, so a patch that
 * no longer matches the specification's constant (or was never applied) fails here.
 */
it.each(['index.mjs', 'index.js'])(
  "the installed sonner's %s dismisses a toast after the specification's swipe",
  async (file) => {
    const sonnerDist = dirname(createRequire(import.meta.url).resolve('sonner'));
    const code = await readFile(join(sonnerDist, file), 'utf8');
    expect(code.match(/\bconst SWIPE_THRESHOLD = (\d+);/g)).toEqual([
      `const SWIPE_THRESHOLD = ${TOAST_SETTINGS.swipeThresholdPx};`,
    ]);
  },
);

// Its toaster goes into the page's one live region (src/components/page-notices-region.tsx); a
// live region of its own inside it would be a second.
it.each(['index.mjs', 'index.js'])(
  "the installed sonner's %s toaster is no live region",
  async (file) => {
    const sonnerDist = dirname(createRequire(import.meta.url).resolve('sonner'));
    const code = await readFile(join(sonnerDist, file), 'utf8');
    expect(code).not.toContain('"aria-live"');
  },
);

/**
 * Sets sonner's swipe-to-dismiss distance to the specification's 20 px (TOAST_SETTINGS). sonner
 * (2.0.8) has no prop for it: its code holds `const SWIPE_THRESHOLD = 45;`, so this plugin rewrites
 * that line as Vite reads sonner. If the line is not there (a sonner release changed its code),
 * the build fails rather than ship toasts that quietly need a 45 px swipe again.
 */
import type { Plugin } from 'vite';
import { TOAST_SETTINGS } from '../../src/lib/constants';

/** sonner's own files, ESM and CommonJS (the dev server adds a ?v= query); nothing else is touched. */
const SONNER_DIST = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js(?:\?.*)?$/;

const DECLARATION = /\bconst SWIPE_THRESHOLD = \d+;/g;

/** Thrown when sonner's code no longer has the line this plugin rewrites. */
function notFound(problem: string): Error {
  return new Error(
    `sonner-swipe-threshold: ${problem}. A sonner upgrade changed its code, so its ` +
      `swipe-dismiss distance can no longer be set to the specification's ` +
      `${TOAST_SETTINGS.swipeThresholdPx} px (TOAST_SETTINGS.swipeThresholdPx). Update ` +
      `scripts/lib/sonner-swipe-threshold-plugin.ts for this sonner version.`,
  );
}

/**
 * sonner's code with the threshold set to `px`. Throws unless the declaration appears exactly
 * once and the constant is read somewhere (a declaration nothing reads would change nothing).
 */
export function setSonnerSwipeThreshold(code: string, px: number, file = 'sonner'): string {
  const declarations = code.match(DECLARATION) ?? [];
  if (declarations.length !== 1) {
    throw notFound(
      `expected one "const SWIPE_THRESHOLD = <px>;" in ${file}, found ${declarations.length}`,
    );
  }
  const uses = code.match(/\bSWIPE_THRESHOLD\b/g)?.length ?? 0;
  if (uses < 2) throw notFound(`SWIPE_THRESHOLD is declared but never used in ${file}`);
  return code.replace(DECLARATION, `const SWIPE_THRESHOLD = ${px};`);
}

export function sonnerSwipeThreshold(px: number = TOAST_SETTINGS.swipeThresholdPx): Plugin {
  let checkBuild = false;
  let rewritten = 0;
  return {
    name: 'sonner-swipe-threshold',
    // The dev server pre-bundles dependencies without running plugins' transforms; left out of
    // that step, sonner is served through the transform below in `npm run dev` too.
    config: () => ({ optimizeDeps: { exclude: ['sonner'] } }),
    configResolved(config) {
      // The page build must meet sonner; the prerender's SSR server never loads it.
      checkBuild = config.command === 'build' && !config.build.ssr;
    },
    transform: {
      filter: { id: SONNER_DIST },
      handler(code, id) {
        rewritten += 1;
        // Same line, same length give or take a digit: the source map needs no change.
        return { code: setSonnerSwipeThreshold(code, px, id), map: null };
      },
    },
    buildEnd(error) {
      // sonner moved its code to a file this plugin does not match: fail, as for a missing line.
      if (checkBuild && !error && rewritten === 0) {
        throw notFound('the build read neither node_modules/sonner/dist/index.mjs nor index.js');
      }
    },
  };
}

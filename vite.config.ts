import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  LOCAL_STACK_MODE,
  parseSiteEnv,
  unfitForThePublic,
  type SiteEnv,
} from './src/content/site-env.ts';
import { chunkPackages } from './scripts/build/chunk-packages-plugin.ts';
import { fontFallbacks, SANS_FALLBACKS, SERIF_FALLBACKS } from './scripts/build/font-fallbacks.ts';
import { codeChains } from './scripts/build/code-chain-plugin.ts';
import { STARTER_CHUNK, starterChunk } from './scripts/build/starter-chunk.ts';
import { hostingHeaders } from './scripts/build/hosting-headers-plugin.ts';
import {
  formatMegabytes,
  PRECACHE_BUDGET_BYTES,
  readPrecacheManifest,
} from './scripts/build/precache-manifest.ts';
import { webAppManifest } from './scripts/build/web-app-manifest.ts';
import { prerenderPages } from './scripts/build/prerender-plugin.ts';
import { INDEXED_PATHS, SITE_PATHS } from './src/app/site-paths.ts';
import { THEME_COLOUR } from './src/lib/palette.ts';

// Inter's static instances at the weights the text is set in, for their metrics only (the site
// serves Inter's variable file): its bolder weights are wider than its default.
const INTER_INSTANCES = Object.fromEntries(
  [400, 500, 600, 700].map((weight) => [
    weight,
    `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
  ]),
);

/**
 * A build for a host refuses every setting unfit for the public site, naming each (docs/
 * operations.md says what to set); one for the local stack says it is one.
 */
function checkBuildFor(mode: string, siteEnv: SiteEnv): void {
  if (mode === LOCAL_STACK_MODE) {
    console.log('Building for the local stack: placeholder settings, not for deploying.');
    return;
  }
  const problems = unfitForThePublic(siteEnv);
  if (problems.length === 0) return;
  throw new Error(
    `A build for the public site refuses these settings (docs/operations.md):\n  ${problems.join('\n  ')}\n` +
      `Set them, or build for the local stack: vite build --mode ${LOCAL_STACK_MODE}`,
  );
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Checked here, once: a bad setting stops the build naming the variable (src/content/site-env.ts).
  const siteEnv = parseSiteEnv(env);
  if (command === 'build') checkBuildFor(mode, siteEnv);
  return {
    // The router plugin must run before React's so route files are split before JSX is transformed.
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // Every dynamic import downloads its whole chain at once, and again until it comes.
      codeChains(),
      // Before VitePWA, whose precache list must include the prerendered pages.
      prerenderPages({
        paths: SITE_PATHS,
        indexed: INDEXED_PATHS,
        siteUrl: siteEnv.VITE_SITE_URL,
      }),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: webAppManifest({ brandName: siteEnv.VITE_BRAND_NAME }),
        includeAssets: ['favicon.svg'],
        injectManifest: {
          // One classic script. (In 'es' the worker's one dynamic import, the enquiry client, kept
          // the page's preload helper, whose import.meta a classic worker script cannot parse.)
          rollupFormat: 'iife',
          // Pages, code, styles, fonts, icons and media; not source maps, not the store screenshots.
          // The videos are listed for their revisions but fetched only when the connection allows
          // (src/lib/heavy-media.ts, src/features/pwa/heavy-media-in-worker.ts); the budget below
          // counts what installing costs.
          globPatterns: ['**/*.{html,js,css,woff2,svg,png,avif,webp,jpg,mp4,webm,webmanifest}'],
          // Not the share cards either: crawlers fetch them, visitors never do.
          globIgnores: ['screenshots/**', 'og/**', '**/*.map'],
          maximumFileSizeToCacheInBytes: 1.2 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
      precacheBudget(PRECACHE_BUDGET_BYTES),
      hostingHeaders(),
      chunkPackages(),
    ],
    define: {
      // index.html's %THEME_COLOUR%, which Vite fills in as it serves or builds the page.
      'import.meta.env.THEME_COLOUR': JSON.stringify(THEME_COLOUR),
      __SITE_ENV__: JSON.stringify(siteEnv),
      __APP_VERSION__: JSON.stringify(
        process.env.APP_VERSION ?? process.env.npm_package_version ?? 'dev',
      ),
    },
    css: {
      postcss: {
        plugins: [
          fontFallbacks(
            { 'Cormorant Garamond': SERIF_FALLBACKS, 'Inter Variable': SANS_FALLBACKS },
            { 'Inter Variable': INTER_INSTANCES },
          ),
        ],
      },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        // The prerenderer's writeBundle takes seconds by design (every page and its share card);
        // the timing report printed it as a warning whenever the machine was busy.
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: {
            groups: [
              // What the starter imports, in one file beside it (scripts/build/starter-chunk.ts).
              {
                name: starterChunk((id) => /[\\/]src[\\/]starter\.ts$/.test(id)),
                // The name is a function, so the bundler's timing report needs a label of its own.
                debugName: STARTER_CHUNK,
                priority: 30,
              },
              // Every page needs React and the router: two files, not the half-dozen pieces the
              // automatic split cuts them into, and not one, because src/start-app.tsx runs them in
              // separate tasks (one file's modules run in one, measured at 115-135 ms at 4x).
              // Named for their packages: `router` is already the chunk of src/app/router.tsx.
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              },
              {
                name: 'tanstack-router',
                test: /[\\/]node_modules[\\/](use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
              },
            ],
          },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
  };
});

/** Reports the bytes the service worker precaches, and fails the build over budget. */
function precacheBudget(limit: number) {
  let outDir = 'dist';
  return {
    name: 'precache-budget',
    apply: 'build' as const,
    enforce: 'post' as const,
    configResolved(config: { build: { outDir: string } }) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const manifest = await readPrecacheManifest(outDir);
      // The site is an offline app: a build without its worker is broken, not merely smaller.
      if (!manifest) {
        throw new Error(`No service worker (${outDir}/sw.js): the precache cannot be counted`);
      }
      const { files, totalBytes, heavyMedia } = manifest;
      const mb = formatMegabytes;
      const later = heavyMedia.reduce((sum, file) => sum + file.bytes, 0);
      console.log(
        `precache: ${files.length} files, ${mb(totalBytes)} (budget ${mb(limit)}); ` +
          `later, when the connection allows: ${heavyMedia.length} files, ${mb(later)}`,
      );
      if (totalBytes > limit) {
        throw new Error(`Precache ${mb(totalBytes)} is over its ${mb(limit)} budget`);
      }
    },
  };
}

import type { SiteEnv } from './content/site-env';

declare global {
  /** The site's version, fixed at build time (vite.config.ts `define`). */
  const __APP_VERSION__: string;
  /** The checked `VITE_*` settings, baked in by vite.config.ts (see src/content/site-env.ts). */
  const __SITE_ENV__: SiteEnv;
}

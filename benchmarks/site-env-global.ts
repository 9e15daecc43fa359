/**
 * The site's copy (src/content) reads the build's checked settings from `__SITE_ENV__`, which Vite
 * bakes into the bundle. A benchmark that names controls by that copy sets the global the way
 * vite.config.ts reads the settings (.env files, then the environment), so the words match the
 * build it measures. Import this before any copy module: imports run in order.
 */
import { loadEnv } from 'vite';
import { parseSiteEnv } from '../src/content/site-env';

const global = globalThis as { __SITE_ENV__?: ReturnType<typeof parseSiteEnv> };
global.__SITE_ENV__ ??= parseSiteEnv(loadEnv('production', process.cwd(), 'VITE_'));

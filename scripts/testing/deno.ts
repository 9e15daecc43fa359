/**
 * `tsx scripts/testing/deno.ts <deno arguments>`: the `deno` npm package's Deno, with its cache in
 * node_modules and npm's registry (docs/development.md#the-function-under-deno).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
// bin.cjs finds the platform binary (and copies it beside itself on first use).
const denoLauncher = require.resolve('deno/bin.cjs');

const result = spawnSync(process.execPath, [denoLauncher, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DENO_DIR: process.env.DENO_DIR ?? resolve('node_modules/.cache/deno'),
    // `npm run` passes npm's registry as npm_config_registry; Deno reads NPM_CONFIG_REGISTRY.
    NPM_CONFIG_REGISTRY:
      process.env.NPM_CONFIG_REGISTRY ??
      process.env.npm_config_registry ??
      'https://registry.npmjs.org/',
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: process.env.NO_COLOR ?? (process.stdout.isTTY ? '' : '1'),
  },
});
if (result.error) {
  console.error(`Could not run Deno: ${result.error.message}. Run "npm ci" to install it.`);
  process.exit(1);
}
process.exit(result.status ?? 1);

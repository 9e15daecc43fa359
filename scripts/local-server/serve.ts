/**
 * `npm run serve` (and `npm start`): the built site and the enquiry function on $PORT or `--port`,
 * on `--host` as Vite's commands take it; with `--dev` (`npm run dev`), each page rendered on
 * request by Vite, with hot reload, and the same function (docs/development.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDevPages } from './dev-pages';
import { DEFAULT_DATA_DIR } from './local-backend';
import { FUNCTION_PATH, serverOrigins, startLocalStack } from './local-stack';
import { parseServerFlags, type ServerFlags } from './server-flags';

let flags: ServerFlags;
try {
  flags = parseServerFlags(process.argv.slice(2), process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { port, host } = flags;
const root = resolve(process.env.SITE_DIR ?? 'dist');
if (!flags.dev && !existsSync(resolve(root, 'index.html'))) {
  console.error(
    `No built site in ${root}. Run "npm run build:local" first (or "npm start", which does both).`,
  );
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);

const stack = await startLocalStack({
  ...(flags.dev ? { livePages: createDevPages } : { root }),
  port,
  ...(host ? { host } : {}),
  dataDir,
  env: process.env,
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use. Stop the other server or choose another with --port.`
      : error.message,
  );
  process.exit(1);
});
const email = stack.config.email ? `emailed to ${stack.config.email.to.join(', ')}` : 'not emailed';
const what = flags.dev ? 'Development server, with hot reload,' : 'Site';
const [local, , ...network] = serverOrigins(port, host);
console.log(`${what} ready at ${local}`);
if (network.length) console.log(`On the network: ${network.join(', ')}`);
console.log(`Enquiries: POST ${FUNCTION_PATH}, stored in ${dataDir}, ${email}.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Could not close cleanly:', error);
        process.exit(1);
      },
    );
  });
}

/**
 * `npm run serve` (and `npm start`): the built site and the enquiry function on $PORT; with
 * `--dev` (`npm run dev`), each page rendered on request by Vite, with hot reload, and the same
 * function (docs/development.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDevPages } from './dev-pages';
import { DEFAULT_DATA_DIR } from './local-backend';
import { FUNCTION_PATH, startLocalStack } from './local-stack';

const { values: flags } = parseArgs({ options: { dev: { type: 'boolean', default: false } } });
const port = Number(process.env.PORT ?? (flags.dev ? 5173 : 4173));
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, not "${process.env.PORT}".`);
  process.exit(1);
}
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
  dataDir,
  env: process.env,
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use. Stop the other server or set PORT to another port.`
      : error.message,
  );
  process.exit(1);
});
const email = stack.config.email ? `emailed to ${stack.config.email.to.join(', ')}` : 'not emailed';
const what = flags.dev ? 'Development server, with hot reload,' : 'Site';
console.log(`${what} ready at http://localhost:${port}`);
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

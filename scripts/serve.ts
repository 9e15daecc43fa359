/**
 * Serves the built site (`npm run build` first) at http://localhost:$PORT, default 4173.
 * `npm start` builds and then runs this.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createStaticSiteServer } from './lib/static-site-server';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, not "${process.env.PORT}".`);
  process.exit(1);
}
const root = resolve(process.env.SITE_DIR ?? 'dist');
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(
    `No built site in ${root}. Run "npm run build" first (or "npm start", which does both).`,
  );
  process.exit(1);
}

const server = createStaticSiteServer({ root });
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use. Stop the other server or set PORT to another port.`
      : `Server failed: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, () => {
  console.log(`Site ready at http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

/**
 * `npm run dev`, started as a developer starts it, on a free port with a database of its own, for
 * tests/dev-server.spec.ts; and an edit to a file of the site, as a developer makes one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';

export interface DevServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** How long the development server may take to start: a first start optimizes the packages. */
const STARTS_MS = 60_000;

export async function startDevServer(): Promise<DevServer> {
  const port = await getPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vt-dev-server-'));
  // Its own process group, so that stopping it stops npm and the server under it.
  const child = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev did not start:\n${output}`)),
      STARTS_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`ready at http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`npm run dev stopped:\n${output}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    dataDir,
    async stop() {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Replaces `from` with `to` in a file of the site, as a developer saves an edit; resolves a
 * function that puts the file back, unless someone has changed it again since.
 */
export function editFile(file: string, from: string, to: string): () => void {
  const original = readFileSync(file, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  const edited = original.replace(from, to);
  writeFileSync(file, edited);
  return () => {
    if (readFileSync(file, 'utf8') === edited) writeFileSync(file, original);
  };
}

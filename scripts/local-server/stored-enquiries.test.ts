// @vitest-environment node
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { contactEnquiry } from '#shared/test-enquiries';
import { LOCK_FILE } from './data-dir-lock';
import { FUNCTION_PATH, startLocalStack, type LocalStack } from './local-stack';
import { listStoredEnquiries } from './stored-enquiries';

const root = mkdtempSync(join(tmpdir(), 'stored-enquiries-site-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
const freshDir = () => join(mkdtempSync(join(tmpdir(), 'stored-enquiries-data-')), 'pglite');
const enquiry = contactEnquiry({ message: 'Stored while the server ran.' });

/** Runs `npm run enquiries` as the operator would, minus npm: the script itself, in its own process. */
async function runEnquiries(dataDir: string, ...args: string[]) {
  const script = resolve(import.meta.dirname, 'enquiries.ts');
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
    // PORT names the default server port: the lock, not it, must lead to the server.
    env: { ...process.env, DATA_DIR: dataDir, PORT: '1' },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('while a server holds the database', () => {
  const dataDir = freshDir();
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ root, port: 0, dataDir, env: {}, log: () => {} });
    const base = `http://localhost:${stack.port}`;
    const response = await fetch(base + FUNCTION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(enquiry),
    });
    expect(response.status).toBe(201);
  });
  afterAll(() => (stack?.server.listening ? stack.close() : undefined));

  it('asks that server, on the port its lock records', async () => {
    expect(stack.port).not.toBe(4173);
    const notes: string[] = [];
    const listed = await listStoredEnquiries(dataDir, (note) => notes.push(note));
    expect(listed).toEqual([expect.objectContaining({ id: enquiry.id, page: 'Contact Form' })]);
    expect(notes).toEqual([]);
  });

  it('is what `npm run enquiries` prints, as JSON and as CSV', async () => {
    const json = await runEnquiries(dataDir, '--json');
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id: enquiry.id, message: 'Stored while the server ran.' }),
    ]);
    const csv = await runEnquiries(dataDir, '--csv');
    expect(csv.stdout.split('\r\n')[1]).toMatch(new RegExp(`^${enquiry.id},`));
  });

  it('reads the database itself once the server has stopped', async () => {
    await stack.close();
    const listed = await listStoredEnquiries(dataDir, () => {});
    expect(listed.map((row) => row.id)).toEqual([enquiry.id]);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});

it('says a lock is stale, reads the database directly, and clears the lock', async () => {
  const dataDir = freshDir();
  const stack = await startLocalStack({ root, port: 0, dataDir, env: {}, log: () => {} });
  await stack.close();
  const dead = spawnSync(process.execPath, ['-e', '']).pid!;
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: dead, port: 4173 }));

  const notes: string[] = [];
  expect(await listStoredEnquiries(dataDir, (note) => notes.push(note))).toEqual([]);
  expect(notes).toEqual([
    `The lock ${dataDir}/.lock was left by process ${dead}, which is no longer running; ` +
      'reading the database directly.',
  ]);
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
});

it('lists nothing, and creates nothing, when there is no database yet', async () => {
  const dataDir = freshDir();
  expect(await listStoredEnquiries(dataDir, () => {})).toEqual([]);
  expect(existsSync(dataDir)).toBe(false);
});

describe('refuses, saying why, when', () => {
  const withLock = (content: string) => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, LOCK_FILE), content);
    return dataDir;
  };

  it('the live holder has no port (a script, or a server still starting)', async () => {
    const dataDir = withLock(JSON.stringify({ pid: process.pid, port: null }));
    await expect(listStoredEnquiries(dataDir, () => {})).rejects.toThrow(
      `is in use by process ${process.pid}, which records no port`,
    );
  });

  it('nothing answers on the recorded port', async () => {
    const port = await freePort();
    const dataDir = withLock(JSON.stringify({ pid: process.pid, port }));
    await expect(listStoredEnquiries(dataDir, () => {})).rejects.toThrow(
      `held by the server on port ${port} (process ${process.pid}), but ` +
        `http://localhost:${port}/__local/enquiries did not answer (ECONNREFUSED). ` +
        `If that server has stopped, delete ${dataDir}/.lock and try again.`,
    );
  });

  it('the lock is not one a server wrote, and `npm run enquiries` prints just that', async () => {
    const dataDir = withLock('{"pid": 12, "port": "4173"}');
    await expect(listStoredEnquiries(dataDir, () => {})).rejects.toThrow(
      /is not a valid lock \(port: Invalid type/,
    );
    const run = await runEnquiries(dataDir);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe(
      `The lock ${dataDir}/.lock is not a valid lock (port: Invalid type: Expected number but ` +
        `received "4173"). If no server or script is using the database, delete ` +
        `${dataDir}/.lock and try again.\n`,
    );
  });
});

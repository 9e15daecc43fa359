// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, lockDataDir, parseDataDirLock, readDataDirLock } from './data-dir-lock';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'data-dir-lock-')), 'pglite');
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

it('records the pid, then the port once the server listens, and goes on release', () => {
  const dataDir = freshDir();
  const lock = lockDataDir(dataDir);
  expect(readDataDirLock(dataDir)).toEqual({ pid: process.pid, port: null });
  lock.recordPort(4444);
  expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toEqual({
    pid: process.pid,
    port: 4444,
  });
  lock.release();
  expect(readDataDirLock(dataDir)).toBeNull();
});

it('refuses a second holder while the first lives, naming its port', () => {
  const dataDir = freshDir();
  const lock = lockDataDir(dataDir);
  expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${process.pid} (a running`);
  lock.recordPort(4444);
  expect(() => lockDataDir(dataDir)).toThrow(
    `is in use by the server on port 4444 (process ${process.pid}).`,
  );
  lock.release();
});

it('takes over a lock left by a process that died, in the old format too', () => {
  for (const content of [JSON.stringify({ pid: deadPid(), port: 4173 }), String(deadPid())]) {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, LOCK_FILE), content);
    const lock = lockDataDir(dataDir);
    expect(readDataDirLock(dataDir)).toEqual({ pid: process.pid, port: null });
    lock.release();
  }
});

it('reads the old pid-only lock as a holder with no port', () => {
  expect(parseDataDirLock('1234\n', '/x/.lock')).toEqual({ pid: 1234, port: null });
});

it('says what is wrong with a lock it cannot use, and how to clear it', () => {
  const clear = 'delete /x/.lock and try again';
  expect(() => parseDataDirLock('', '/x/.lock')).toThrow(/not a valid lock \(Invalid JSON/);
  expect(() => parseDataDirLock('garbage', '/x/.lock')).toThrow(clear);
  expect(() => parseDataDirLock('{"pid": "12", "port": null}', '/x/.lock')).toThrow(
    /not a valid lock \(pid: Invalid type: Expected number but received "12"\)/,
  );
  expect(() => parseDataDirLock('{"pid": 12, "port": 70000}', '/x/.lock')).toThrow(/port: /);
  expect(() => parseDataDirLock('{"pid": 12}', '/x/.lock')).toThrow(/port: /);
  expect(() => parseDataDirLock('[12]', '/x/.lock')).toThrow(clear);
});

it('reports a lock it cannot read, and refuses to take over a bad one', () => {
  const dataDir = freshDir();
  mkdirSync(join(dataDir, LOCK_FILE), { recursive: true }); // a directory: unreadable as a file
  expect(() => readDataDirLock(dataDir)).toThrow(`Cannot read the lock ${dataDir}/.lock (EISDIR)`);

  const other = freshDir();
  mkdirSync(other, { recursive: true });
  writeFileSync(join(other, LOCK_FILE), 'not a lock');
  expect(() => lockDataDir(other)).toThrow(/not a valid lock \(Invalid JSON/);
  expect(readFileSync(join(other, LOCK_FILE), 'utf8')).toBe('not a lock');
  expect(existsSync(join(other, `${LOCK_FILE}.${process.pid}.tmp`))).toBe(false);
});

/**
 * Starts one of our TypeScript servers (scripts/local-server/serve.ts, the feed fixture server) as a child
 * Node process and waits until it answers, for scripts that need a running site. Node runs the
 * file itself through tsx's loader, so the child's PID is the server's and stopping it is exact.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildServer {
  name: string;
  /**
   * SIGTERM, then waits for the process to exit (SIGKILL after 5 s); resolves with its exit code
   * (null when a signal ended it), so a caller can check that it shut down cleanly.
   */
  stop(): Promise<number | null>;
}

export async function startChildServer({
  name,
  script,
  env,
  readyUrl,
  timeoutMs = 60_000,
}: {
  name: string;
  script: string;
  env: Record<string, string>;
  readyUrl: string;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { name, stop: () => stopChild(child) };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} (${script}) exited before it was ready:\n${output.trim()}`);
    }
    const ready = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs / 1000} s:\n${output}`);
}

function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

/**
 * The local server's command line, read as Vite's own `vite dev` and `vite preview` read theirs:
 * `--port 3000` (or `--port=3000`) over `PORT` over the default, and `--host` alone for every
 * address, or `--host 0.0.0.0` for one. A bad flag or value stops it with a sentence that says so.
 */
import { parseArgs } from 'node:util';

export interface ServerFlags {
  dev: boolean;
  port: number;
  /** The address to listen on; undefined listens where Node does by default. */
  host: string | undefined;
}

/** Vite listens on every address for a bare `--host`. */
const EVERY_ADDRESS = '0.0.0.0';

export function parseServerFlags(
  argv: string[],
  env: Record<string, string | undefined>,
): ServerFlags {
  // parseArgs has no optional values: a bare `--host` (last, or before another flag) means all.
  const args = argv.flatMap((arg, index) =>
    arg === '--host' && (argv[index + 1] ?? '--').startsWith('--') ? [arg, EVERY_ADDRESS] : [arg],
  );
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        dev: { type: 'boolean', default: false },
        port: { type: 'string' },
        host: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new Error(
      `${(error as Error).message}. The server takes --port <number> and --host [address].`,
    );
  }
  const dev = values.dev ?? false;
  const portText = values.port ?? env.PORT ?? (dev ? '5173' : '4173');
  const port = Number(portText);
  if (!/^\d+$/.test(portText.trim()) || port < 1 || port > 65535) {
    const from = values.port === undefined ? 'PORT' : '--port';
    throw new Error(`${from} must be a whole number from 1 to 65535, not "${portText}".`);
  }
  return { dev, port, host: values.host?.trim() || undefined };
}

/**
 * What `npm start` and `npm run dev` run: one http server that serves the site (the built files,
 * or pages rendered on request) and, at the path Supabase gives it, the send-form-submission
 * function backed by a PGlite database on disk.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddressFromHeaders } from '#shared/client-address';
import { createSqlEnquiryStore, type EnquiryStore } from '#shared/enquiry-store';
import { readHandlerConfig, type HandlerConfig } from '#shared/handler-config';
import { createResendNotifier } from '#shared/notifier';
import { createSubmissionHandler, type SubmissionHandler } from '#shared/submission-handler';
import {
  createBackgroundWork,
  createFaultSwitch,
  FAULT_SCOPE_COOKIE,
  forwardClientAddress,
  openLocalDatabase,
  type LocalDatabase,
} from './local-backend';
import { answeredByRoute, createStaticSiteServer, IDLE_CONNECTION_MS } from './static-site-server';

/** Where supabase-js calls the function (`${VITE_SUPABASE_URL}/functions/v1/<name>`). */
export const FUNCTION_PATH = '/functions/v1/send-form-submission';
/** The stored enquiries as JSON, for `npm run enquiries`; local and loopback only. */
export const LISTING_PATH = '/__local/enquiries';
/** The end-to-end tests' database fault switch; mounted only with LOCAL_FAULTS=1. */
export const FAULTS_PATH = '/__local/faults';

/** A socket's remote address on this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
const LOOPBACK_ADDRESS = /^(127\.|::1$|::ffff:127\.)/;
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** What serves the site's pages in place of built files: `npm run dev`'s Vite (./dev-pages.ts). */
export interface LivePages {
  listener: (request: IncomingMessage, response: ServerResponse) => void;
  close(): Promise<void>;
}

export interface LocalStackOptions {
  /** The built site, served as a static host serves it (default `dist`). */
  root?: string;
  /** Or the pages served live, made for the server they will answer on (its HMR shares it). */
  livePages?: (server: Server) => Promise<LivePages>;
  /** 0 picks a free port. */
  port: number;
  /** The address to listen on (`--host`); by default Node's, every address. */
  host?: string;
  /** PGlite's directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** ALLOWED_ORIGINS, RATE_LIMIT_*, IP_HASH_SALT, RESEND_API_KEY, ... (usually process.env). */
  env: Record<string, string | undefined>;
  log?: (...args: unknown[]) => void;
}

export interface LocalStack {
  server: Server;
  port: number;
  config: HandlerConfig;
  database: LocalDatabase;
  store: EnquiryStore;
  /** Resolves once the work started after answers (emails) has finished. */
  settled(): Promise<void>;
  /** Stops taking requests, lets those in flight finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * The origins a browser reaches the server by: its own on this machine, and with `--host` the
 * addresses another device on the network opens, so an enquiry sent from a phone is allowed too.
 */
export function serverOrigins(port: number, host?: string): string[] {
  const everyAddress = host === '0.0.0.0' || host === '::';
  const network = everyAddress
    ? Object.values(networkInterfaces())
        .flat()
        .filter((address) => address?.family === 'IPv4' && !address.internal)
        .map((address) => address!.address)
    : host && !LOCAL_HOST.test(host)
      ? [host]
      : [];
  return ['localhost', '127.0.0.1', ...network].map((address) => `http://${address}:${port}`);
}

/** Local defaults: the server's own origins, and a fixed salt (nothing here leaves the machine). */
function localConfig(env: LocalStackOptions['env'], port: number, host?: string): HandlerConfig {
  const defaults = {
    ALLOWED_ORIGINS: serverOrigins(port, host).join(','),
    IP_HASH_SALT: 'local-development-only',
  };
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  return readHandlerConfig({ ...defaults, ...set });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  localConfig(options.env, options.port || 1, options.host); // a bad setting stops us before anything opens
  const database = await openLocalDatabase(options.dataDir);
  const store = createSqlEnquiryStore(database.sql);
  const faults = options.env.LOCAL_FAULTS === '1' ? createFaultSwitch() : null;
  const functionStore = faults ? createSqlEnquiryStore(faults.wrap(database.sql)) : store;
  const background = createBackgroundWork(options.log ?? console.error);
  // Set once the port is known (the default allowed origins name it); requests cannot arrive before.
  let handle: SubmissionHandler | undefined;
  const app = new Hono<{ Bindings: HttpBindings }>();
  // Loopback clients only; and a loopback Host, so a web page that rebinds its own domain to
  // 127.0.0.1 still cannot reach them.
  app.use('/__local/*', async (c, next) => {
    const local = LOOPBACK_ADDRESS.test(c.env.incoming.socket.remoteAddress ?? '');
    if (!local || !LOCAL_HOST.test(c.req.header('host') ?? '')) return c.text('Not found', 404);
    await next();
  });
  app.get(LISTING_PATH, async (c) =>
    c.json(await store.listEnquiries(), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
  app.all(LISTING_PATH, (c) => c.body(null, 405, { Allow: 'GET' }));
  if (faults) {
    app.post(FAULTS_PATH, async (c) =>
      faults.set(await c.req.json().catch(() => null))
        ? c.body(null, 204)
        : c.text('Send {"scope": "<id>", "database": "down" | "slow" | "up"}.', 400),
    );
    app.all(FAULTS_PATH, (c) => c.body(null, 405, { Allow: 'POST' }));
  }
  app.all(`${FUNCTION_PATH}/*`, async (c) => {
    const { incoming, outgoing } = c.env;
    // The address goes through a header, read back as on Supabase (send-form-submission/index.ts).
    forwardClientAddress(c.req.raw.headers, incoming.socket.remoteAddress);
    const serve = () =>
      handle!(c.req.raw, { clientAddress: clientAddressFromHeaders(c.req.raw.headers) });
    const answer = await (faults ? faults.run(getCookie(c, FAULT_SCOPE_COOKIE), serve) : serve());
    // An upload refused part-way is left unread, and the adapter closes its socket (0006).
    const hasBody =
      incoming.headers['transfer-encoding'] !== undefined ||
      Number(incoming.headers['content-length'] ?? 0) > 0;
    if (hasBody && !incoming.readableEnded) outgoing.setHeader('Connection', 'close');
    return answer;
  });
  // The Web handler behind @hono/node-server's adapter, as decision 0006 says.
  const serveApp = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  const routes = { [FUNCTION_PATH]: serveApp, '/__local': serveApp };
  const server = options.livePages
    ? createServer()
    : createStaticSiteServer({ root: options.root ?? 'dist', routes });
  let livePages: LivePages | undefined;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await livePages?.close();
    await background.settled();
    await database.close();
  };
  try {
    if (options.livePages) {
      server.keepAliveTimeout = IDLE_CONNECTION_MS;
      const pages = (livePages = await options.livePages(server));
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!answeredByRoute(routes, path, request, response)) pages.listener(request, response);
      });
    }
    await once(server.listen(options.port, options.host), 'listening'); // rejects on 'error' (EADDRINUSE)
    const port = (server.address() as AddressInfo).port;
    database.recordPort(port); // `npm run enquiries` finds us by it, whatever the port
    const config = localConfig(options.env, port, options.host);
    handle = createSubmissionHandler({
      store: functionStore,
      config,
      notifier: config.email ? createResendNotifier(config.email) : null,
      background: background.run,
      ...(options.log ? { log: options.log } : {}),
    });
    return { server, port, config, database, store, settled: background.settled, close };
  } catch (error) {
    if (server.listening) await close();
    else await Promise.all([livePages?.close(), database.close()]);
    throw error;
  }
}

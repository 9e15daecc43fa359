/**
 * What `npm start` runs: one http server that serves the built site and, at the path Supabase
 * gives it, the send-form-submission function backed by a PGlite database on disk.
 */
import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { clientAddressFromHeaders } from '../../supabase/functions/_shared/client-address.ts';
import {
  createSqlEnquiryStore,
  type EnquiryStore,
} from '../../supabase/functions/_shared/enquiry-store.ts';
import {
  readHandlerConfig,
  type HandlerConfig,
} from '../../supabase/functions/_shared/handler-config.ts';
import { createResendNotifier } from '../../supabase/functions/_shared/notifier.ts';
import {
  createSubmissionHandler,
  type SubmissionHandler,
} from '../../supabase/functions/_shared/submission-handler.ts';
import {
  createBackgroundWork,
  createFaultSwitch,
  forwardClientAddress,
  LOOPBACK_ADDRESS,
  openLocalDatabase,
  type LocalDatabase,
} from './local-backend';
import { createStaticSiteServer } from './static-site-server';

/** Where supabase-js calls the function (`${VITE_SUPABASE_URL}/functions/v1/<name>`). */
export const FUNCTION_PATH = '/functions/v1/send-form-submission';
/** The stored enquiries as JSON, for `npm run enquiries`; local and loopback only. */
export const LISTING_PATH = '/__local/enquiries';
/** The end-to-end tests' database fault switch; mounted only with LOCAL_FAULTS=1. */
export const FAULTS_PATH = '/__local/faults';

export interface LocalStackOptions {
  /** The built site. */
  root: string;
  /** 0 picks a free port. */
  port: number;
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

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Loopback clients only; and a loopback Host, so a web page that rebinds its own domain to
 * 127.0.0.1 still cannot read the list.
 */
async function serveListing(
  request: IncomingMessage,
  response: ServerResponse,
  store: EnquiryStore,
) {
  if (
    !LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '') ||
    !LOCAL_HOST.test(request.headers.host ?? '')
  ) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  if (request.method !== 'GET') {
    response.writeHead(405, { Allow: 'GET' }).end();
    return;
  }
  const enquiries = await store.listEnquiries();
  response
    .writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    .end(JSON.stringify(enquiries));
}

/** Local defaults: the server's own origins, and a fixed salt (nothing here leaves the machine). */
function localConfig(env: LocalStackOptions['env'], port: number): HandlerConfig {
  const defaults = {
    ALLOWED_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
    IP_HASH_SALT: 'local-development-only',
  };
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  return readHandlerConfig({ ...defaults, ...set });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  localConfig(options.env, options.port || 1); // a bad setting stops us before anything opens
  const database = await openLocalDatabase(options.dataDir);
  const store = createSqlEnquiryStore(database.sql);
  const faults = options.env.LOCAL_FAULTS === '1' ? createFaultSwitch() : null;
  const functionStore = faults ? createSqlEnquiryStore(faults.wrap(database.sql)) : store;
  const background = createBackgroundWork(options.log ?? console.error);
  // Set once the port is known (the default allowed origins name it); requests cannot arrive before.
  let handle: SubmissionHandler | undefined;
  // The Web handler behind @hono/node-server's adapter, as decision 0006 says.
  const serveFunction = getRequestListener(
    async (webRequest, { incoming, outgoing }) => {
      // The address goes through a header, read back as on Supabase (send-form-submission/index.ts).
      forwardClientAddress(webRequest.headers, incoming.socket.remoteAddress);
      const answer = await handle!(webRequest, {
        clientAddress: clientAddressFromHeaders(webRequest.headers),
      });
      // An upload refused part-way is left unread, and the adapter closes its socket (0006).
      const hasBody =
        incoming.headers['transfer-encoding'] !== undefined ||
        Number(incoming.headers['content-length'] ?? 0) > 0;
      if (hasBody && !incoming.readableEnded) outgoing.setHeader('Connection', 'close');
      return answer;
    },
    { overrideGlobalObjects: false },
  );
  const server = createStaticSiteServer({
    root: options.root,
    routes: {
      [FUNCTION_PATH]: (request, response) => {
        const serve = () => serveFunction(request, response);
        return faults ? faults.run(request, serve) : serve();
      },
      [LISTING_PATH]: (request, response) => serveListing(request, response, store),
      ...(faults ? { [FAULTS_PATH]: faults.serve } : {}),
    },
  });
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await background.settled();
    await database.close();
  };
  try {
    await once(server.listen(options.port), 'listening'); // rejects on 'error' (EADDRINUSE)
    const port = (server.address() as AddressInfo).port;
    database.recordPort(port); // `npm run enquiries` finds us by it, whatever the port
    const config = localConfig(options.env, port);
    handle = createSubmissionHandler({
      store: functionStore,
      config,
      notifier: config.email ? createResendNotifier(config.email) : null,
      background: background.run,
      ...(options.log ? { log: options.log } : {}),
    });
    return { server, port, config, database, store, settled: background.settled, close };
  } catch (error) {
    await (server.listening ? close() : database.close());
    throw error;
  }
}

/**
 * A throttling HTTP proxy for `npm run bench:offline-ready`: the browser context of a visit sends
 * every request through it, its service worker's included, and it holds each answer back by a
 * round trip and paces the bytes both ways through one link the whole context shares, as a
 * phone's slow connection would.
 *
 * Why a proxy and not DevTools' throttling: `Network.emulateNetworkConditions` applies to the
 * target it is sent to, the page, and not to the service worker's target, so the precache install,
 * the very download measured, would run at the machine's full speed. Attaching to the worker's
 * target and emulating there too would throttle each target on a link of its own, page and worker
 * each at full bandwidth, not sharing one as they do on a phone. The proxy sits below every
 * target: whatever the context fetches, from any page or worker, crosses it (offline-ready-trial.ts
 * has it send the local site through it too: Chromium leaves loopback addresses direct by
 * default). The benchmark checks the install's fetches did cross it, and shows how long they took
 * beside what this model predicts for them.
 *
 * The model, kept simple on purpose:
 * - latency: an answer starts no sooner than one round trip after its request has gone up, and the
 *   first request on a new connection waits one more (the TCP handshake);
 * - bandwidth: one link per direction (every connection shares it, as on a real connection),
 *   through which bytes pass a segment at a time, in the order they queue, so that connections
 *   sending at once take turns;
 * - the site's server is taken to answer at once (its time overlaps the round trip: `serverMs`
 *   records it, for when a busy machine makes it matter);
 * - bytes counted are what crossed the proxy: status line, headers and body as sent (gzipped when
 *   the server gzipped it), without TCP/IP overheads.
 *
 * No npm package was taken for the pacing: stream-throttle and throttle, the stream throttles most
 * used, have had no release in years, and neither they nor the newer, little-used
 * @kldzj/stream-throttle add a round trip, which is most of what a slow connection costs a
 * precache of many small files; the link below is a few lines.
 */
import {
  Agent,
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export interface NetworkProfile {
  name: string;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  rttMs: number;
}

/** The two connections the benchmark measures on (bits per second / 8 = bytes per second). */
export const NETWORK_PROFILES: readonly NetworkProfile[] = [
  {
    name: 'slow-4G',
    downloadBytesPerSecond: 1.6e6 / 8,
    uploadBytesPerSecond: 750e3 / 8,
    rttMs: 150,
  },
  { name: '3G', downloadBytesPerSecond: 400e3 / 8, uploadBytesPerSecond: 400e3 / 8, rttMs: 400 },
];

/** Bytes passed at a time: one TCP segment, so a segment's wait stays a few milliseconds. */
export const SEGMENT_BYTES = 1460;

/**
 * How late a sender may come back to a link it had just been using and still be taken as having
 * used it all along: timers fire a few milliseconds late, and those should not count as idle time
 * the link lost. Past this the link was idle and is taken up afresh.
 */
export const TIMER_SLACK_MS = 15;

/**
 * One direction of the connection: a queue in time. Each caller reserves the link's time for its
 * bytes, after whatever others already queued, and waits until they have gone through.
 */
export class PacedLink {
  private freeAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly bytesPerSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Reserves the link for `bytes`; returns how many ms from now they will have gone through. */
  reserve(bytes: number): number {
    const now = this.now();
    const start = now - this.freeAt <= TIMER_SLACK_MS ? this.freeAt : now;
    this.freeAt = start + (bytes / this.bytesPerSecond) * 1000;
    return Math.max(0, this.freeAt - now);
  }

  /** Resolves once `bytes` have crossed the link, segment by segment (others' segments between). */
  async pass(bytes: number): Promise<void> {
    for (let left = bytes; left > 0; left -= SEGMENT_BYTES) {
      const wait = this.reserve(Math.min(left, SEGMENT_BYTES));
      if (wait > 0) await sleep(wait);
    }
  }
}

/** One request through the proxy, as it saw it. Times are Date.now() milliseconds. */
export interface Exchange {
  method: string;
  url: string;
  /** The request's Sec-Fetch-Dest: `empty` for fetch() (a worker's precache), `document`, `script`... */
  fetchDest: string | undefined;
  status: number | null;
  /** Whether it was the first request on a new connection, and so waited for the handshake. */
  newConnection: boolean;
  startedAt: number;
  /** When the last byte of the answer went to the browser; null while it is on its way or failed. */
  endedAt: number | null;
  requestBytes: number;
  responseBytes: number;
  /** How long the site's server took to answer once asked: the model counts it as nothing. */
  serverMs: number | null;
  error?: string;
}

export interface ThrottlingProxy {
  /** `http://127.0.0.1:<port>`, for Playwright's `proxy.server`. */
  server: string;
  profile: NetworkProfile;
  /** Every request so far, in the order they arrived. */
  exchanges: readonly Exchange[];
  close(): Promise<void>;
}

/** Connection-level headers, which belong to one hop and are not passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A raw header list ([name, value, name, value...]) without the hop-by-hop headers. */
function endToEnd(rawHeaders: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, rawHeaders[i + 1]!);
  }
  return kept;
}

/** The size of a head (start line, headers, blank line) as HTTP/1.1 sends it. */
export function headBytes(startLine: string, rawHeaders: readonly string[]): number {
  let bytes = startLine.length + 2 + 2;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    bytes += (rawHeaders[i] ?? '').length + 2 + (rawHeaders[i + 1] ?? '').length + 2;
  }
  return bytes;
}

/** A stream that lets its bytes through only as fast as `link` carries them. */
function pacedThrough(link: PacedLink, counted: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      link.pass(chunk.length).then(() => {
        counted(chunk.length);
        done(null, chunk);
      }, done);
    },
  });
}

export interface ProxyOptions {
  /**
   * Answers the first request for each path that matches with 503, after its round trip, as a
   * connection that drops now and then loses a file once: the second request gets it.
   */
  failOnce?: RegExp;
}

/** Starts the proxy on a free port of 127.0.0.1 with fresh links for `profile`. */
export async function startThrottlingProxy(
  profile: NetworkProfile,
  { failOnce }: ProxyOptions = {},
): Promise<ThrottlingProxy> {
  const down = new PacedLink(profile.downloadBytesPerSecond);
  const up = new PacedLink(profile.uploadBytesPerSecond);
  const exchanges: Exchange[] = [];
  // When each connection from the browser opened, until its first request has used it.
  const handshakes = new WeakMap<Socket, number>();
  const upstream = new Agent({ keepAlive: true });
  const failedOnce = new Set<string>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const exchange: Exchange = {
      method: request.method ?? 'GET',
      url: request.url ?? '',
      fetchDest: request.headers['sec-fetch-dest'] as string | undefined,
      status: null,
      newConnection: handshakes.has(request.socket),
      startedAt: Date.now(),
      endedAt: null,
      requestBytes: 0,
      responseBytes: 0,
      serverMs: null,
    };
    exchanges.push(exchange);
    let target: URL;
    try {
      // A proxied request names the whole URL (absolute form).
      target = new URL(exchange.url);
      if (target.protocol !== 'http:') throw new Error('not http');
    } catch {
      exchange.error = 'not a proxy request';
      response.writeHead(400).end();
      return;
    }

    const connectedAt = handshakes.get(request.socket);
    handshakes.delete(request.socket);
    if (failOnce?.test(target.pathname) && !failedOnce.has(target.pathname)) {
      failedOnce.add(target.pathname);
      const handshake =
        connectedAt === undefined
          ? 0
          : Math.max(0, connectedAt + profile.rttMs - performance.now());
      await sleep(handshake + profile.rttMs);
      exchange.status = 503;
      exchange.endedAt = Date.now();
      response.writeHead(503, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    const count = (bytes: number) => {
      exchange.requestBytes += bytes;
    };
    const requestHeaders = endToEnd(request.rawHeaders);
    const head = headBytes(`${exchange.method} ${exchange.url} HTTP/1.1`, requestHeaders);

    const outgoing = forward(target, {
      method: exchange.method,
      headers: requestHeaders,
      agent: upstream,
    });
    const askedAt = performance.now();
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      outgoing.once('response', (answer: IncomingMessage) => {
        exchange.serverMs = performance.now() - askedAt;
        resolve(answer);
      });
      outgoing.once('error', reject);
    });
    // Awaited only once the request has gone up: an error before then (the browser gave up, the
    // context closed) must not count as unhandled meanwhile. Later errors of a torn-down request
    // are the same failure again.
    answered.catch(() => {});
    outgoing.on('error', () => {});
    try {
      // Up: the head waits for the handshake, then head and body cross the upload link.
      if (connectedAt !== undefined) {
        const handshakeWait = connectedAt + profile.rttMs - performance.now();
        if (handshakeWait > 0) await sleep(handshakeWait);
      }
      await up.pass(head);
      count(head);
      await pipeline(request, pacedThrough(up, count), outgoing);
      const answerNotBefore = performance.now() + profile.rttMs;

      const answer = await answered;
      exchange.status = answer.statusCode ?? 502;
      const wait = answerNotBefore - performance.now();
      if (wait > 0) await sleep(wait);
      // Down: the head, then the body, through the download link.
      const headers = endToEnd(answer.rawHeaders);
      const answerHead = headBytes(`HTTP/1.1 ${exchange.status} ${answer.statusMessage}`, headers);
      await down.pass(answerHead);
      exchange.responseBytes += answerHead;
      response.writeHead(exchange.status, answer.statusMessage, headers);
      await pipeline(
        answer,
        pacedThrough(down, (bytes) => {
          exchange.responseBytes += bytes;
        }),
        response,
      );
      exchange.endedAt = Date.now();
    } catch (error) {
      exchange.error = (error as Error).message;
      outgoing.destroy();
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  server.on('connection', (socket: Socket) => handshakes.set(socket, performance.now()));
  // Only plain http is measured: the site and its fixtures are local. Tunnels are refused.
  server.on('connect', (_request, socket: Socket) => {
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    profile,
    exchanges,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      upstream.destroy();
    },
  };
}

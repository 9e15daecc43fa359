/**
 * A switchable TCP proxy in front of the site server, one per test worker: the visitor reaches the
 * site through it, and a test switches it off to make the server unreachable. Off, it stops
 * listening and drops the connections it holds, so the browser's next connection is refused, as
 * by a server that is down; on, it listens on the same port again. A few lines of node:net do it,
 * in every engine (WebKitGTK's WebDriver has no offline switch).
 */
import { connect, createServer, type Socket } from 'node:net';

export interface SiteProxy {
  /** Refuses every connection from now on, and drops those open. */
  switchOff(): Promise<void>;
  switchOn(): Promise<void>;
  close(): Promise<void>;
}

export async function startSiteProxy(port: number, sitePort: number): Promise<SiteProxy> {
  const open = new Set<Socket>();
  const keep = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const server = createServer((visitor) => {
    const site = connect(sitePort, '127.0.0.1');
    keep(visitor);
    keep(site);
    // Either side failing ends both, as one connection through the proxy.
    const end = () => {
      visitor.destroy();
      site.destroy();
    };
    visitor.on('error', end);
    site.on('error', end);
    visitor.pipe(site).pipe(visitor);
  });

  const switchOn = () =>
    new Promise<void>((resolve, reject) => {
      if (server.listening) return resolve();
      server.once('error', reject);
      server.listen(port, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const switchOff = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });

  await switchOn();
  return { switchOn, switchOff, close: switchOff };
}

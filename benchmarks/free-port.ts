import { createServer, type AddressInfo } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on now, for a benchmark's own server. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

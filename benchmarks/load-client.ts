/**
 * Simulated visitors for the load benchmark: each one sends from its own loopback address
 * (Linux routes all of 127.0.0.0/8 to the loopback interface), so the server sees genuinely
 * distinct clients by the socket's remote address, and none sends an address header of its own.
 */
import { Agent, request } from 'node:http';
import { ENQUIRY_PAGES } from '../supabase/functions/_shared/enquiry-schema.ts';

export interface SendResult {
  id: string;
  lastName: string;
  status: number;
  /** The answer's `Retry-After` header, when present. */
  retryAfter: string | undefined;
  body: string;
  ms: number;
  /** Time to connect, for a request that opened a new connection (not a kept-alive one). */
  connectMs: number | undefined;
}

/** A valid enquiry with a fresh id; every fourth one is a capital raising enquiry. */
export function validEnquiry(label: string, index: number) {
  const id = crypto.randomUUID();
  const person = {
    firstName: 'Load',
    lastName: `Visitor ${label}`,
    email: `load${index}@example.com`,
  };
  const message = `Load benchmark enquiry ${label}, long enough to be valid.`;
  if (index % 4 === 3) {
    return {
      ...{ id, page: ENQUIRY_PAGES.capitalRaising, ...person, message, consent: true },
      ...{ companyName: 'Load Ltd', contactNumber: '+44 20 7946 0000', fundingRequirement: 'debt' },
    };
  }
  const pages = [ENQUIRY_PAGES.contact, ENQUIRY_PAGES.fixedIncome, ENQUIRY_PAGES.alternativeAssets];
  return {
    ...{ id, page: pages[index % 4], ...person, message },
    ...{ countryCode: '+44', phone: '20 7946 0000', country: 'United Kingdom' },
  };
}

export interface LoadClient {
  address: string;
  send(enquiry: ReturnType<typeof validEnquiry>): Promise<SendResult>;
  close(): void;
}

/** A visitor at `address` (e.g. 127.0.1.7) posting to `url`, over one kept-alive connection. */
export function createLoadClient(address: string, url: URL, origin: string): LoadClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return {
    address,
    close: () => agent.destroy(),
    send(enquiry) {
      const body = JSON.stringify(enquiry);
      const started = performance.now();
      let connectMs: number | undefined;
      return new Promise((resolve, reject) => {
        const outgoing = request(
          url,
          {
            method: 'POST',
            agent,
            localAddress: address,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              origin,
            },
            timeout: 60_000,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
              const retryAfter = response.headers['retry-after'];
              resolve({
                id: enquiry.id,
                lastName: enquiry.lastName,
                status: response.statusCode ?? 0,
                retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
                connectMs,
              });
            });
          },
        );
        outgoing.on('socket', (socket) => {
          if (socket.connecting) {
            socket.once('connect', () => (connectMs = performance.now() - started));
          }
        });
        outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 60 s')));
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
}

/**
 * Who a request comes from, as the rate limit counts it. Runtime-neutral (no imports).
 */

/**
 * The visitor's address behind Supabase's proxies: Cloudflare's header (which Cloudflare sets
 * itself), else the last X-Forwarded-For entry, the one the nearest proxy appended. Never the
 * first: a client can send its own X-Forwarded-For, and proxies append to it, so the leftmost
 * entries are whatever the client wrote and a new one each time would escape the limit. Null when
 * neither is there: the connection's own address is no help on hosted Supabase, where it is the
 * runtime's listening address (0.0.0.0), the same for every visitor.
 */
export function clientAddressFromHeaders(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return headers.get('cf-connecting-ip')?.trim() || forwarded || null;
}

/**
 * The bucket requests without a trusted client address share. They can only use up each other's
 * limit, never a visitor's whose address is known.
 */
export const UNIDENTIFIED_CLIENT = 'unidentified';

/**
 * What the rate limit is keyed on: an IPv4 address as it is; an IPv6 address by its /64, the
 * block one subscriber holds (and can take a new address from for every request); an IPv4 address
 * mapped into IPv6 as the IPv4 address; no address as UNIDENTIFIED_CLIENT.
 */
export function rateLimitKey(address: string | null): string {
  if (address === null || address.trim() === '') return UNIDENTIFIED_CLIENT;
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!bare.includes(':')) return bare;
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(bare);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}

/** The eight 16-bit groups of an IPv6 address (without leading zeros), or null if it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  // An embedded IPv4 tail (::1.2.3.4 and the like) is two groups.
  const last = tail.length > 0 ? tail : head;
  const dotted = last.at(-1)?.includes('.') ? last.pop()! : null;
  if (dotted) {
    const bytes = dotted.split('.').map(Number);
    if (bytes.length !== 4 || bytes.some((b) => !Number.isInteger(b) || b < 0 || b > 255)) {
      return null;
    }
    last.push(
      ((bytes[0]! << 8) | bytes[1]!).toString(16),
      ((bytes[2]! << 8) | bytes[3]!).toString(16),
    );
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

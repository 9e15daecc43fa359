// @vitest-environment node
import { clientAddressFromHeaders, rateLimitKey, UNIDENTIFIED_CLIENT } from './client-address.ts';

describe('clientAddressFromHeaders', () => {
  const address = (headers: Record<string, string>) =>
    clientAddressFromHeaders(new Headers(headers));

  it('takes the X-Forwarded-For entry the nearest proxy appended, not what the client wrote', () => {
    expect(address({ 'x-forwarded-for': '192.0.2.1, 198.51.100.4, 203.0.113.7' })).toBe(
      '203.0.113.7',
    );
    expect(address({ 'x-forwarded-for': ' 203.0.113.7 ' })).toBe('203.0.113.7');
  });

  it("prefers Cloudflare's own header, and has no address without either", () => {
    expect(
      address({ 'cf-connecting-ip': '198.51.100.4', 'x-forwarded-for': '192.0.2.1, 203.0.113.7' }),
    ).toBe('198.51.100.4');
    expect(address({})).toBeNull();
    expect(address({ 'x-forwarded-for': '' })).toBeNull();
  });
});

describe('rateLimitKey', () => {
  it('keys IPv4 by the address', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('keys IPv6 by its /64, however the address is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(rateLimitKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(rateLimitKey('2001:0DB8:85A3:08D3::1')).toBe(key);
    expect(rateLimitKey('[2001:db8:85a3:8d3::abcd]')).toBe(key);
    expect(rateLimitKey('2001:db8:85a3:8d3:ffff::1%eth0')).toBe(key);
    expect(rateLimitKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keys an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts requests without an address in their own bucket', () => {
    expect(rateLimitKey(null)).toBe(UNIDENTIFIED_CLIENT);
    expect(rateLimitKey(' ')).toBe(UNIDENTIFIED_CLIENT);
  });
});

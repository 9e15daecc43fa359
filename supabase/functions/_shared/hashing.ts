/** Hashes the function keeps instead of the text itself. Runtime-neutral (Web Crypto). */

/** SHA-256 of a secret salt and a text, as hex: stable, and not reversible without the salt. */
export async function saltedHash(salt: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}\n${text}`),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares secrets in time that does not depend on where they differ. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([saltedHash('', given), saltedHash('', expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

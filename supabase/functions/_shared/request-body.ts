/**
 * Reads a request body as text, never holding more than `maxBytes` + one chunk: the stream is read
 * with a running count and cancelled as soon as it passes the limit, so a chunked upload without
 * Content-Length is cut off as early as one that declares its size.
 */
export type BodyResult =
  { ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' };

export async function readBodyText(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: 'too_large' };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    // fatal: bytes that are not UTF-8 are refused rather than silently replaced.
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * A body declared in a charset other than UTF-8 would be read wrongly: JSON is UTF-8 (RFC 8259), and
 * the site's pages, whose forms post urlencoded text, are UTF-8.
 */
export function declaresOtherCharset(contentType: string | null): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];
  return charset !== undefined && !/^utf-?8$/i.test(charset);
}

/**
 * Whether the feed service says its answer succeeded. It answers HTTP 200 with `{"status":"error"}`
 * when it cannot read the feed, so the HTTP status alone does not tell. The page and the service
 * worker (which must not cache such an answer over the last good one) both ask here.
 */
export function feedSucceeded(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok';
}

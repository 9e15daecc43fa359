/** Port of the site server the end-to-end tests start (playwright.config.ts). */
export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 4317);
}

/** Port of the fixture server that stands in for the feed service and its images in the tests. */
export function feedFixturePort(): number {
  return Number(process.env.FEED_FIXTURE_PORT ?? 4318);
}

/** The news feed address the end-to-end build uses: the fixture server's realistic feed. */
export function e2eNewsFeedUrl(): string {
  return `http://localhost:${feedFixturePort()}/feed/feed-ok`;
}

/**
 * How many test workers the cross-engine projects can run side by side: each has its own proxy
 * in front of the site, whose origin the enquiry function must allow before the server starts.
 */
export const CROSS_ENGINE_WORKER_SLOTS = 4;

/**
 * Where the cross-engine visitor of test worker `slot` meets the site: a proxy in front of the
 * site server, which the tests switch off to make the server unreachable.
 */
export function siteProxyOrigin(slot: number): string {
  return `http://localhost:${e2ePort() + 20 + slot}`;
}

/** The port of the WebKitGTK WebDriver that test worker `slot` starts (one session each). */
export function webkitDriverPort(slot: number): number {
  return e2ePort() + 30 + slot;
}

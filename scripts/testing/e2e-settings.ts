/** Port of the fixture server that stands in for the feed service and its images in the tests. */
export function feedFixturePort(): number {
  return Number(process.env.FEED_FIXTURE_PORT ?? 4318);
}

/** The news feed address the end-to-end build uses: the fixture server's realistic feed. */
export function e2eNewsFeedUrl(): string {
  return `http://localhost:${feedFixturePort()}/feed/feed-ok`;
}

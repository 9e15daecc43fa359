/**
 * Builds the site for the end-to-end tests: the production build, with its news feed pointed at
 * the tests' fixture server (tests/support/feed-fixture-server.ts) instead of the third-party
 * service, which CI cannot reach. Everything else is as `npm run build` makes it.
 */
import { spawnSync } from 'node:child_process';
import { e2eNewsFeedUrl } from './e2e-settings';

const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_NEWS_FEED_URL: e2eNewsFeedUrl() },
});
process.exit(result.status ?? 1);

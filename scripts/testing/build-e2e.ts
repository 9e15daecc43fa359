/** The production build with its news feed at the tests' fixture server (docs/testing.md). */
import { spawnSync } from 'node:child_process';
import { e2eNewsFeedUrl } from './e2e-settings';

const result = spawnSync('npm', ['run', 'build:local', '--', '--manifest'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_NEWS_FEED_URL: e2eNewsFeedUrl() },
});
process.exit(result.status ?? 1);

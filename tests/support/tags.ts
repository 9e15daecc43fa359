/**
 * Tags that decide which projects run a test (playwright.config.ts).
 */

/**
 * A test whose visitor waits for the code before doing anything: however late the code comes, it
 * checks the same thing. The slow-code project, which holds every script 7 s, leaves it out, as
 * it would only repeat the test 7 s later.
 */
export const ACTS_ONCE_THE_CODE_RUNS = '@acts-once-the-code-runs';

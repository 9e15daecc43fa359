/**
 * Ends the current task and resumes in a new one, so that input waiting meanwhile is handled in
 * between. `scheduler.yield` (Chromium 129+, not yet in TypeScript's DOM types) resumes ahead of
 * other queued work; a zero timeout is the fallback.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

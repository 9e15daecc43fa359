/** `scheduler.yield` where the browser has it (Chromium 129+); not yet in TypeScript's DOM types. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that input waiting meanwhile is handled in
 * between. `scheduler.yield` resumes ahead of other queued work; a zero timeout is the fallback.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

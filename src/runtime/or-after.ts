/**
 * What `event` resolves to, or undefined once `ms` have passed, whichever comes first: every "this,
 * or after N ms" of the runtime. A rejected event counts as come, with nothing; `ms` Infinity
 * waits for the event alone.
 */
export function orAfter<T>(ms: number, event: PromiseLike<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = Number.isFinite(ms) ? setTimeout(resolve, ms) : undefined;
    const settle = (value?: T) => {
      clearTimeout(timer);
      resolve(value);
    };
    Promise.resolve(event).then(settle, () => settle());
  });
}

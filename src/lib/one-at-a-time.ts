const turnsInThisContext = new Map<string, Promise<unknown>>();

/**
 * Runs `work` as the only holder of `name`: across tabs and the worker through a Web Lock, or,
 * where Web Locks are missing, at least one at a time in this context. It starts once the holder
 * before it has settled, failed or not, and settles as `work` does. Work under other names is not
 * held up. For what must not interleave between awaits (read, then write on what was read).
 */
export function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(name, work);
  const turn = (turnsInThisContext.get(name) ?? Promise.resolve()).then(work, work);
  const settled = turn.catch(() => undefined);
  turnsInThisContext.set(name, settled);
  void settled.then(() => {
    if (turnsInThisContext.get(name) === settled) turnsInThisContext.delete(name);
  });
  return turn;
}

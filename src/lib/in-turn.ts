/**
 * A queue of async work in this context: each call's `work` starts once every earlier call's has
 * settled, whether it succeeded or failed, and the call resolves or rejects as its own work does.
 * For what must not interleave between awaits (read, then write on what was read).
 */
export function inTurn(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = last.then(work, work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

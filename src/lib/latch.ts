/**
 * A one-way switch that code can wait on: `opened` settles, and `isOpen` turns true, the first
 * time `open` is called; later calls change nothing. `open` is a plain function, so it can be
 * handed to an event listener as it is.
 */
export interface Latch {
  readonly opened: Promise<void>;
  readonly isOpen: boolean;
  open(): void;
}

export function createLatch(): Latch {
  let resolve: () => void = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  let isOpen = false;
  return {
    opened,
    get isOpen() {
      return isOpen;
    },
    open: () => {
      isOpen = true;
      resolve();
    },
  };
}

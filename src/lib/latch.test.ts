import { createLatch } from './latch';

describe('createLatch', () => {
  it('stays shut until opened, then stays open', async () => {
    const latch = createLatch();
    let settled = false;
    void latch.opened.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(latch.isOpen).toBe(false);
    expect(settled).toBe(false);

    const { open } = latch; // as an event listener gets it: detached from the latch
    open();
    open();
    await latch.opened;
    expect(latch.isOpen).toBe(true);
    expect(settled).toBe(true);
  });
});

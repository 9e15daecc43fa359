import { expect, test } from './support/fixtures';
import { byRole } from './support/target';

/**
 * Decision 0042: a first visit on a quick connection (the test's server, on this machine)
 * preloads its first screen's fonts, and paints its headings in Cormorant Garamond. The face is
 * told apart from the fallback by its shapes: the same words take another width in each.
 *
 * Whether a first visit's fonts came within `optional`'s short wait is also the machine's to say:
 * a busy one (two test workers, two browsers and the server on two cores) can answer late, and the
 * page then keeps its fallback, as it should. So each test is a first visit, on a fresh profile,
 * up to three times (as tests/fonts.spec.ts makes three in Chromium): one of them must have had
 * its fonts in time.
 */
test.describe.configure({ retries: 2 });

for (const path of ['/', '/fixed-income']) {
  test(`a first visit to ${path} paints its main heading in the site's typeface`, async ({
    visitor,
  }) => {
    await visitor.open(path);
    await visitor.readThePage();
    const { painted, fallback } = await visitor.typeWidths(
      byRole('heading', undefined, byRole('main')),
    );
    expect(painted).toBeGreaterThan(0);
    // Cormorant's letters are far narrower than any serif a system falls back to (by over 25%
    // here); set in the fallback, the two widths are the same.
    expect(painted).toBeLessThan(fallback * 0.9);
  });
}

import { expect, test } from './support/fixtures';
import { byRole } from './support/target';
import type { Visitor } from './support/visitor';

/**
 * Decisions 0042 and 0047: a first visit is set in the site's fonts only if they are ready for
 * its first frame, and keeps the face it first appeared in. Chromium holds that paint for the
 * preloaded fonts; Firefox paints at once, so its first visit keeps the system's fonts. The pages
 * after it, whose fonts are on the device, have the site's. The face is told apart
 * from the fallback by its shapes: Cormorant's letters are far narrower than any serif a system
 * falls back to (by over 25% here); set in the fallback, the two widths are the same.
 *
 * Whether fonts on the device are ready in time is also the machine's to say: a busy one (two
 * test workers, two browsers and the server on two cores) can answer late, and that page view then
 * keeps its fallback, as it should. So each test is made up to three times, on a fresh profile.
 */
test.describe.configure({ retries: 2 });

const HEADING = byRole('heading', undefined, byRole('main'));

/** Whether the page's main heading is painted in the site's typeface. */
async function inTheSiteTypeface(visitor: Visitor): Promise<boolean> {
  const { painted, fallback } = await visitor.typeWidths(HEADING);
  expect(painted).toBeGreaterThan(0);
  return painted < fallback * 0.9;
}

for (const [first, next] of [
  ['/', '/fixed-income'],
  ['/fixed-income', '/'],
] as const) {
  test(`a first visit to ${first} keeps its main heading in the typeface it appeared in, and the next page, ${next}, paints it in the site's`, async ({
    visitor,
  }) => {
    await visitor.open(first);
    const appearedIn = await inTheSiteTypeface(visitor);
    await visitor.readThePage();
    expect(await inTheSiteTypeface(visitor), 'the same typeface once the page has loaded').toBe(
      appearedIn,
    );
    await visitor.open(next);
    await visitor.readThePage();
    expect(await inTheSiteTypeface(visitor), 'the site typeface on the next page').toBe(true);
  });
}

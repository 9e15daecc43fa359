import { expect, test } from './support/fixtures';
import { byRole } from './support/target';

/**
 * Decision 0048: every page preloads its first screen's faces and swaps them in when they come;
 * until then its text is set in a platform font scaled to the face's metrics, so the swap moves
 * nothing. Read in each engine on a first visit (a fresh profile) once the page has loaded: the
 * heading is painted in the site's face (to the pixel as a copy set in that face alone, and
 * apart from a copy set in the fallback), and the fallback it was painted in before the face came
 * lays it out on as many lines, as high.
 */
const HEADING = byRole('heading', undefined, byRole('main'));

for (const path of ['/', '/fixed-income', '/privacy-policy']) {
  test(`a first visit to ${path} paints its main heading in the site's typeface, on the lines and at the height of its fallback`, async ({
    visitor,
  }) => {
    await visitor.open(path);
    await visitor.readThePage();
    const { painted, inFace, inFallback } = await visitor.typesetting(HEADING);
    expect(painted.width).toBeGreaterThan(0);
    expect(
      Math.abs(inFace.width - inFallback.width),
      'the face told apart from its fallback',
    ).toBeGreaterThan(1);
    expect(Math.abs(painted.width - inFace.width), 'painted in the face').toBeLessThan(0.5);
    expect(inFallback.width / painted.width, 'as wide in the fallback').toBeCloseTo(1, 1);
    expect(inFallback.lines, 'the lines in the fallback').toBe(painted.lines);
    expect(Math.abs(inFallback.height - painted.height), 'the height in the fallback').toBeLessThan(
      1,
    );
  });
}

import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { appearancesOf } from './support/notices';
import { byRole, byText } from './support/target';

/** How long each later page is watched for a notice: they come within a second or two. */
const WATCH_MS = 5000;

test('a first visit installs the worker, which controls the page after a reload; "Ready to work offline" shows once, on that first page, and on no page after', async ({
  visitor,
}) => {
  const { disclaimerContent, pwaCopy } = await siteContent();
  const ready = byText(pwaCopy.offlineReady);
  await visitor.open('/');
  // Once the whole precache is stored: on the home page, after the typed title.
  await visitor.see(ready, 30_000);
  expect(await visitor.count(ready), 'said once on the first page').toBe(1);
  const disclaimer = byRole('dialog', disclaimerContent.title);
  await visitor.press(byRole('checkbox', disclaimerContent.agreeLabel, disclaimer));

  await visitor.reload();
  expect(await visitor.workerControls(), 'the worker controls the page after a reload').toBe(true);
  expect.soft(await appearancesOf(visitor, ready, WATCH_MS), 'said again after a reload').toBe(0);
  for (const path of ['/privacy-policy', '/fixed-income', '/']) {
    await visitor.open(path);
    expect.soft(await appearancesOf(visitor, ready, WATCH_MS), `said again on ${path}`).toBe(0);
  }
});

test('with no new build, "A new version is available" shows neither on a first visit nor on the pages after it', async ({
  visitor,
}) => {
  const { pwaCopy } = await siteContent();
  const update = byText(pwaCopy.updateAvailable);
  // The first page is watched while its worker installs and takes over.
  await visitor.open('/privacy-policy');
  expect.soft(await appearancesOf(visitor, update, 3 * WATCH_MS), 'on the first page').toBe(0);
  for (const path of ['/privacy-policy', '/capital-raising', '/']) {
    await visitor.open(path);
    expect.soft(await appearancesOf(visitor, update, WATCH_MS), `on ${path}`).toBe(0);
  }
});

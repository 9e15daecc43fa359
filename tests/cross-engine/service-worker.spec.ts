import { SECOND_VERSION, serveFirstBuild } from '../support/second-build';
import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { appearancesOf } from './support/notices';
import { byRole, byText } from './support/target';
import { createVisitor } from './support/visitor';

/**
 * How long each later page is watched for a notice. It would come once the page has asked the
 * worker for the rest of the precache: within a second or two, or on the home page after its
 * typed title (some 5.5 s).
 */
const WATCH_MS = 4000;
const HOME_WATCH_MS = 8000;

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
  expect
    .soft(await appearancesOf(visitor, ready, HOME_WATCH_MS), 'said again after a reload')
    .toBe(0);
  for (const path of ['/privacy-policy', '/fixed-income']) {
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
  expect.soft(await appearancesOf(visitor, update, 2 * WATCH_MS), 'on the first page').toBe(0);
  for (const [path, ms] of [
    ['/privacy-policy', WATCH_MS],
    ['/capital-raising', WATCH_MS],
    ['/', HOME_WATCH_MS],
  ] as const) {
    await visitor.open(path);
    expect.soft(await appearancesOf(visitor, update, ms), `on ${path}`).toBe(0);
  }
});

test('a new build published while the visitor reads is offered once, on the next page opened, and Reload shows it', async ({
  engine,
  session,
}) => {
  test.setTimeout(120_000);
  const { pwaCopy } = await siteContent();
  const site = await serveFirstBuild();
  try {
    const visitor = createVisitor(engine, session, site.origin);
    await visitor.open('/privacy-policy');
    await visitor.see(byText(pwaCopy.offlineReady), 30_000);
    // The worker controls the pages opened after the one it was installed from (in WebKit, a
    // moment after the page opens: a build published sooner would be its first install).
    await visitor.open('/fixed-income');
    await expect.poll(() => visitor.workerControls(), 'the worker controls the page').toBe(true);
    await site.publishSecondBuild();
    // Opening a page is when the browser looks for a new worker.
    await visitor.open('/capital-raising');
    const update = byText(pwaCopy.updateAvailable);
    await visitor.see(update, 30_000);
    expect(await visitor.count(update), 'offered once').toBe(1);
    await visitor.press(byRole('button', pwaCopy.reload));
    await visitor.see(byText(`Version ${SECOND_VERSION}`), 30_000);
  } finally {
    site.close();
  }
});

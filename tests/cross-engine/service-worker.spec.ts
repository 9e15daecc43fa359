import { SECOND_VERSION, serveFirstBuild } from '../support/second-build';
import { explainedBy } from '../support/failure-explained';
import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { appearancesOf, noticeSaying } from './support/notices';
import { byRole, byText } from './support/target';
import { createVisitor } from './support/visitor';

/**
 * How long each later page is watched for a notice. It would come once the page has asked the
 * worker for the rest of the precache: within a second or two, or on the home page after its
 * typed title (some 5.5 s).
 */
const WATCH_MS = 4000;
const HOME_WATCH_MS = 8000;

test('a first visit installs the worker, which controls the page after a reload; "Ready to work offline" shows once, on that first page, and on no page after; "A new version is available", with no new build, on none', async ({
  visitor,
}) => {
  const { disclaimerContent, pwaCopy } = await siteContent();
  const ready = noticeSaying(pwaCopy.offlineReady, pwaCopy.noticesLabel);
  const notices = { ready, update: noticeSaying(pwaCopy.updateAvailable, pwaCopy.noticesLabel) };
  await visitor.open('/');
  // Once the whole precache is stored: on the home page, after the typed title.
  await visitor.see(ready, 30_000);
  const shownWithIt = {
    ready: await visitor.count(ready),
    update: await visitor.count(notices.update),
  };
  expect(shownWithIt, 'said once on the first page, and no update offered').toEqual({
    ready: 1,
    update: 0,
  });
  // The first page is watched on while its worker takes over.
  const onTheFirstPage = await appearancesOf(visitor, notices, WATCH_MS);
  expect.soft(onTheFirstPage, 'on the first page, once ready').toEqual({ ready: 0, update: 0 });
  const disclaimer = byRole('dialog', disclaimerContent.title);
  await visitor.press(byRole('checkbox', disclaimerContent.agreeLabel, disclaimer));

  await visitor.reload();
  expect(await visitor.workerControls(), 'the worker controls the page after a reload').toBe(true);
  const afterReload = await appearancesOf(visitor, notices, HOME_WATCH_MS);
  expect.soft(afterReload, 'after a reload').toEqual({ ready: 0, update: 0 });
  for (const path of ['/privacy-policy', '/capital-raising']) {
    await visitor.open(path);
    const onThatPage = await appearancesOf(visitor, notices, WATCH_MS);
    expect.soft(onThatPage, `on ${path}`).toEqual({ ready: 0, update: 0 });
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
    await visitor.see(noticeSaying(pwaCopy.offlineReady, pwaCopy.noticesLabel), 30_000);
    // The worker controls the pages opened after the one it was installed from (in WebKit, a
    // moment after the page opens: a build published sooner would be its first install).
    await visitor.open('/fixed-income');
    await expect.poll(() => visitor.workerControls(), 'the worker controls the page').toBe(true);
    await site.publishSecondBuild();
    // Opening a page is when the browser looks for a new worker.
    await visitor.open('/capital-raising');
    const update = noticeSaying(pwaCopy.updateAvailable, pwaCopy.noticesLabel);
    await visitor.see(update, 30_000);
    expect(await visitor.count(update), 'offered once').toBe(1);
    await visitor.press(byRole('button', pwaCopy.reload));
    await visitor
      .see(byText(`Version ${SECOND_VERSION}`), 30_000)
      .catch(explainedBy(() => visitor.workerState()));
  } finally {
    site.close();
  }
});

import { storedEnquiriesFrom } from '../support/enquiries';
import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { noticeSaying } from './support/notices';
import {
  expectSentOnce,
  FORM_PAGE,
  pagesWithHeadings,
  fillInTheForm,
} from './support/enquiry-kept';
import { byRole, byText } from './support/target';

// The hero video is on the device only once a page has asked for it with a connection that allows
// it; offline the worker has no copy to give, and Firefox reports the failed fetch.
test.use({ expectedConsoleError: /Failed to load ‘[^’]+\/media\/hero\.(webm|mp4)’/ });

test('after one visit online, with the server unreachable, pages open from the cache and an enquiry is kept on the device, with no offer to be told of it, then sent once when the server is back', async ({
  visitor,
  server,
}) => {
  const { enquiryFormCopy, pwaCopy } = await siteContent();
  const { sentNotificationCopy } = await import('../../src/content/sent-notification');
  await visitor.open(FORM_PAGE);
  await visitor.see(noticeSaying(pwaCopy.offlineReady, pwaCopy.noticesLabel), 30_000);

  await server.becomesUnreachable();
  for (const [path, heading] of await pagesWithHeadings()) {
    await visitor.open(path);
    await visitor.see(byRole('heading', heading));
    await visitor.readThePage();
  }
  const { email, send } = await fillInTheForm(visitor, 'server-unreachable');
  await visitor.press(send);
  await visitor.see(byText(enquiryFormCopy.contactSaved.title));
  // Without Background Sync the worker cannot send it on its own, so there is nothing to offer:
  // the page says it has gone, as below (docs/offline.md, "In each engine").
  for (const answer of [sentNotificationCopy.accept, sentNotificationCopy.decline]) {
    expect(await visitor.count(byRole('button', answer)), answer).toBe(0);
  }
  expect(await storedEnquiriesFrom(email), 'stored while the server is unreachable').toHaveLength(
    0,
  );

  await server.becomesReachable();
  await expectSentOnce(visitor, email);
});

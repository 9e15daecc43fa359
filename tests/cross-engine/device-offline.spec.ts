import { storedEnquiriesFrom } from '../support/enquiries';
import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import {
  expectSentOnce,
  FORM_PAGE,
  pagesWithHeadings,
  sendAnEnquiry,
} from './support/enquiry-kept';
import { byRole, byText } from './support/target';

// The hero video is on the device only once a page has asked for it with a connection that allows
// it; offline the worker has no copy to give, and Firefox reports the failed fetch.
test.use({ expectedConsoleError: /Failed to load ‘[^’]+\/media\/hero\.(webm|mp4)’/ });

// Firefox only (playwright.config.ts): WebKitGTK's WebDriver has no offline switch.
test('after one visit online, with the device offline, pages open from the cache, an enquiry is kept and the page says the device is offline, then it is sent once when back online', async ({
  visitor,
  server,
  device,
}) => {
  const { enquiryFormCopy, pwaCopy } = await siteContent();
  await visitor.open(FORM_PAGE);
  await visitor.see(byText(pwaCopy.offlineReady), 30_000);

  // An offline device reaches no server, the worker's requests included.
  await device.goesOffline();
  await server.becomesUnreachable();
  for (const [path, heading] of await pagesWithHeadings()) {
    await visitor.open(path);
    await visitor.see(byRole('heading', heading));
  }
  const email = await sendAnEnquiry(visitor, 'device-offline');
  await visitor.see(byText(enquiryFormCopy.contactSaved.title));
  await visitor.see(byText(pwaCopy.offline));
  expect(await storedEnquiriesFrom(email), 'stored while offline').toHaveLength(0);

  await server.becomesReachable();
  await device.goesOnline();
  await expectSentOnce(visitor, email);
});

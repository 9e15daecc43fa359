import { storedEnquiriesFrom } from '../support/enquiries';
import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { noticeSaying } from './support/notices';
import { expectSentOnce, FORM_PAGE, fillInTheForm } from './support/enquiry-kept';
import { byText } from './support/target';

// Firefox only (playwright.config.ts): WebKitGTK's WebDriver has no offline switch. Pages opened
// with the server unreachable are server-unreachable.spec.ts's, in both engines: under Firefox's
// emulated offline, module scripts the worker answers from its cache now and then fail ("A
// ServiceWorker intercepted the request and encountered an unexpected error"), which the same
// pages with the server unreachable never do (docs/testing.md).
test('with the device going offline as an enquiry is sent, the page says the device is offline and keeps it, then sends it once as the device comes back online', async ({
  visitor,
  server,
  device,
}) => {
  const { enquiryFormCopy, pwaCopy } = await siteContent();
  await visitor.open(FORM_PAGE);
  await visitor.see(noticeSaying(pwaCopy.offlineReady, pwaCopy.noticesLabel), 30_000);
  const { email, send } = await fillInTheForm(visitor, 'device-offline');

  // An offline device reaches no server, the worker's requests included.
  await device.goesOffline();
  await server.becomesUnreachable();
  await visitor.see(byText(pwaCopy.offline));
  await visitor.press(send);
  await visitor.see(byText(enquiryFormCopy.contactSaved.title));
  expect(await storedEnquiriesFrom(email), 'stored while offline').toHaveLength(0);

  await server.becomesReachable();
  await device.goesOnline();
  await expectSentOnce(visitor, email);
});

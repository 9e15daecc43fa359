/**
 * Text from outside (the news feed, and what visitors type) is only ever shown as text: markup and
 * script fed through every path appear literally or not at all, no element is injected, no
 * script runs and no `javascript:` link is made.
 */
import type { Page } from '@playwright/test';
import { e2eNewsFeedUrl } from '../scripts/testing/e2e-settings';
import {
  ENQUIRY_PAGE,
  enquiryForm,
  fillContactForm,
  FUNCTION_URL,
  outboxButton,
  refuseEnquiries,
  storedEnquiriesFrom,
  uniqueEmail,
} from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';

/** Each payload, if it ever ran, would record its number here. */
const RAN = '__injected';

/** Fails the test on any sign of injected markup or script. */
async function expectNothingInjected(page: Page) {
  expect(
    await page.evaluate(
      (name) => (window as unknown as Record<string, unknown>)[name] ?? null,
      RAN,
    ),
  ).toBeNull();
  await expect(
    page.locator('img[src="x"], img[onerror], svg[onload], iframe, object, embed'),
  ).toHaveCount(0);
  await expect(page.locator('[onerror], [onload], [onclick], [onmouseover]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
  await expect(page.locator('script:not([src])', { hasText: RAN })).toHaveCount(0);
  await expect(page.locator('b, strong', { hasText: /^bold$/ })).toHaveCount(0);
}

/** Any dialog (alert, confirm) is a script running. */
function failOnDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`A script ran: ${dialog.type()} "${dialog.message()}"`);
  });
}

test.describe('the news feed', () => {
  const hostileFeed = {
    status: 'ok',
    feed: {
      url: '',
      title: '<script>window.__injected=1</script>',
      link: '',
      author: '',
      description: '',
      image: '',
    },
    items: [
      {
        // Escaped markup: decoded to text, and must show as exactly that text.
        title:
          'Gilts &lt;img src=x onerror="window.__injected=2"&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
        pubDate: '2026-11-21 14:05:00',
        link: 'https://www.ft.com/content/escaped',
        guid: 'escaped',
        author: '<img src=x onerror="window.__injected=3">',
        thumbnail: 'javascript:window.__injected=4',
        description:
          '&lt;script&gt;window.__injected=5&lt;/script&gt; Markets fell &#x3C;svg onload=alert(1)&#x3E;',
        categories: ['<img src=x onerror="window.__injected=6">'],
        enclosure: { link: 'javascript:window.__injected=7' },
      },
      {
        // Raw markup: its tags are dropped, never rendered.
        title:
          '<img src=x onerror="window.__injected=8">Raw <b>bold</b> headline<script>window.__injected=9</script>',
        pubDate: '2026-11-21 12:00:00',
        link: 'https://www.ft.com/content/raw',
        guid: 'raw',
        author: '',
        thumbnail: 'data:image/svg+xml,<svg onload="window.__injected=10"/>',
        description:
          '<p>Plain words</p><script>window.__injected=11</script><svg onload="window.__injected=12"></svg><iframe src="javascript:window.__injected=13"></iframe>',
      },
      {
        title: 'A javascript: link is no link at all',
        pubDate: '2026-11-21 11:00:00',
        link: 'javascript:window.__injected=14',
        guid: 'js-link',
        description: 'Skipped.',
      },
    ],
  };

  test('shows every field as text, drops raw tags, and makes no script or link from them', async ({
    page,
  }) => {
    failOnDialogs(page);
    await page.route(e2eNewsFeedUrl(), (route) => route.fulfill({ json: hostileFeed }));
    await page.goto('/');
    const insights = page.locator('#insights');
    await insights.scrollIntoViewIfNeeded();
    const cards = insights.getByRole('article');
    await expect(cards).toHaveCount(2);

    await expect(
      cards.nth(0).getByRole('heading', {
        name: 'Gilts <img src=x onerror="window.__injected=2"> & <b>bold</b>',
      }),
    ).toBeVisible();
    await expect(
      cards
        .nth(0)
        .getByText('<script>window.__injected=5</script> Markets fell <svg onload=alert(1)>'),
    ).toBeVisible();
    await expect(cards.nth(1).getByRole('heading', { name: 'Raw bold headline' })).toBeVisible();
    await expect(cards.nth(1).getByText('Plain words', { exact: true })).toBeVisible();
    await expect(page.getByText('A javascript: link is no link at all')).toHaveCount(0);
    // The cards link only to the web.
    for (const link of await insights.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^(https:\/\/|\/|#)/);
    }
    await expectNothingInjected(page);
  });
});

test.describe('what a visitor types', () => {
  test.use({
    serviceWorkers: 'allow',
    expectedConsoleError:
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 422|Error sending message/,
  });

  const firstName = '<img src=x onerror="window.__injected=20">';
  const lastName = '<script>window.__injected=21</script>';
  const message =
    '<a href="javascript:window.__injected=22">click</a> &amp; &lt;b&gt; <b>bold</b> <svg onload="window.__injected=23">';

  test('once the form’s code runs, goes through the form, the toasts, the outbox panel and the server as text, and is stored as typed', async ({
    page,
    context,
  }) => {
    test.slow(); // offline, refused, then sent: three rounds through the outbox
    failOnDialogs(page);
    const email = uniqueEmail('no-html');
    await page.goto(ENQUIRY_PAGE);
    const form = enquiryForm(page);
    await fillContactForm(form, email);
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Message').fill(message);
    // The outbox is the form's code: it must have come before the connection goes (with no
    // service worker here, a part whose code has not come stays the bare form, which posts).
    await waitUntilLoaded(form);

    // Kept on the device, then refused by the server with a reason that is itself markup.
    await context.setOffline(true);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Message saved on this device')).toBeVisible();
    await refuseEnquiries(context, {
      message: '<img src=x onerror="window.__injected=24">',
      fields: { firstName: '<b>bold</b> <script>window.__injected=25</script>' },
    });
    await context.setOffline(false);
    await expect(page.getByText('An enquiry needs your attention')).toBeVisible();
    await outboxButton(page).click();
    const entry = page
      .getByRole('dialog', { name: 'Enquiries saved on this device' })
      .getByRole('listitem', { name: 'Fixed Income enquiry' });
    await expect(
      entry.getByText(
        'Our server refused it: <img src=x onerror="window.__injected=24"> <b>bold</b> <script>window.__injected=25</script>',
      ),
    ).toBeVisible();
    const mailto = await entry
      .getByRole('link', { name: 'Send by email instead' })
      .getAttribute('href');
    expect(mailto).toMatch(/^mailto:/);
    expect(decodeURIComponent(mailto!)).toContain(message);
    await expectNothingInjected(page);

    // Sent for real: stored exactly as typed.
    await context.unroute(FUNCTION_URL);
    await entry.getByRole('button', { name: 'Retry now' }).click();
    await expect(page.getByText('Saved enquiry sent')).toBeVisible();
    const rows = await storedEnquiriesFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName, lastName, message });
    await expectNothingInjected(page);
  });

  test('refused by the form’s own checks, the typed markup stays in the form as text', async ({
    page,
  }) => {
    failOnDialogs(page);
    await page.goto('/capital-raising');
    const form = page.getByRole('form', { name: 'Capital raising enquiry' });
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Company name').fill('<iframe src="javascript:window.__injected=26">');
    // Refused by the form itself (an invalid address): the message is shown, the values stay.
    await form.getByLabel('Email address').fill('<b>bold</b>@');
    await form.getByLabel('Contact number').fill('+356 2123 4567');
    await form.getByLabel('Funding requirement').selectOption('debt');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('checkbox', { name: /Consent/ }).check();
    await form.getByRole('button', { name: 'SUBMIT ENQUIRY' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue(firstName);
    await expect(form.getByLabel('Company name')).toHaveValue(
      '<iframe src="javascript:window.__injected=26">',
    );
    await expect(form.getByLabel('Message')).toHaveValue(message);
    await expectNothingInjected(page);
  });
});

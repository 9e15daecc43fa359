/**
 * The trials of `npm run bench:interaction`'s second part, "what a reader downloads and runs": a
 * visitor who reads `/` without scrolling or pressing anything, one who then scrolls to the news,
 * and one who then sends an enquiry from the home form. Each in a fresh context, at a phone's size
 * with 4x CPU slowdown and the service worker blocked.
 *
 * - JavaScript: every script response from the site (same origin, a script or a `.js` file), each
 *   sized as its built file in dist/ gzipped at zlib's default level, as the first-visit figure of
 *   `npm test` and `npm run perf` is (tests/support/first-visit-js.ts).
 * - Main-thread time: Chromium's Performance.getMetrics, TaskDuration (every task on the page's
 *   main thread) and ScriptDuration (the part spent running JavaScript), read just before the
 *   navigation and once the visitor is done and the page is quiet, the difference. These are the
 *   renderer's wall-clock task times, so they include the 4x slowdown.
 */
// First: the copy below needs the site's settings in place.
import './site-env-global';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { enquiryFormCopy } from '../src/content/enquiry-forms';
import { HOME_SECTIONS } from '../src/content/navigation';
import { contactEnquiry } from '#shared/test-enquiries';
import { readUntilStartAnimationsEnd, sizeScripts } from '../tests/support/first-visit-js';
import { openBenchPage } from './bench-page';

export interface Reader {
  name: string;
  description: string;
  /** What the visitor does once `/` has finished starting (and is quiet again after). */
  then?: (page: Page) => Promise<void>;
}

const contactForm = (page: Page) =>
  page.getByRole('form', { name: enquiryFormCopy.contactFormLabel('Contact Form') });

export const READERS: readonly Reader[] = [
  { name: 'reads /', description: 'reads / without scrolling or pressing anything' },
  {
    name: 'scrolls to the news',
    description: `then scrolls to the news (#${HOME_SECTIONS.news}) and waits`,
    then: async (page) => {
      await page.locator(`#${HOME_SECTIONS.news}`).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'sends an enquiry',
    description: 'then scrolls to the home form, fills it in and sends it',
    then: async (page) => {
      const form = contactForm(page);
      await form.scrollIntoViewIfNeeded();
      // A person takes half a minute to fill the form in, by when its code is running: this part
      // measures what sending costs, the interaction part measures the start. (Its place stops
      // being busy once the code has taken it over: src/runtime/part.tsx.)
      await page.locator('[aria-busy="false"]', { has: form }).waitFor({ timeout: 60_000 });
      const typed = contactEnquiry({ email: `bench.readers.${Date.now()}@example.com` });
      await form.getByLabel(enquiryFormCopy.firstName).fill(typed.firstName);
      await form.getByLabel(enquiryFormCopy.lastName).fill(typed.lastName);
      await form.getByLabel(enquiryFormCopy.email).fill(typed.email);
      await form.getByLabel(enquiryFormCopy.countryCode).selectOption(typed.countryCode);
      await form.getByLabel(enquiryFormCopy.phone).fill(typed.phone);
      await form.getByLabel(enquiryFormCopy.country, { exact: true }).selectOption(typed.country);
      await form.getByLabel(enquiryFormCopy.message).fill(typed.message);
      await form.getByRole('button', { name: enquiryFormCopy.contactSubmit }).click();
      await page
        .getByText(enquiryFormCopy.contactSuccess.title)
        .waitFor({ state: 'visible', timeout: 60_000 });
    },
  },
];

export interface ReaderResult {
  reader: string;
  scripts: number;
  gzipBytes: number;
  taskMs: number;
  scriptMs: number;
}

async function metrics(cdp: CDPSession) {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
  return { taskMs: value('TaskDuration') * 1000, scriptMs: value('ScriptDuration') * 1000 };
}

/** One visitor, in a fresh context. */
export async function runReader(
  browser: Browser,
  origin: string,
  distDir: string,
  reader: Reader,
): Promise<ReaderResult> {
  const { page, cdp, context, settled } = await openBenchPage(browser, { returning: true });
  try {
    const paths: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const script = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      if (url.origin === origin && script) paths.push(url.pathname);
    });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const before = await metrics(cdp);
    await page.goto(new URL('/', origin).href, { waitUntil: 'load' });
    await readUntilStartAnimationsEnd(page);
    await settled();
    if (reader.then) {
      await reader.then(page);
      await settled();
    }
    const after = await metrics(cdp);
    const scripts = await sizeScripts(paths, distDir);
    return {
      reader: reader.name,
      scripts: scripts.length,
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      taskMs: after.taskMs - before.taskMs,
      scriptMs: after.scriptMs - before.scriptMs,
    };
  } finally {
    await context.close();
  }
}

/**
 * The size budgets, which (unlike timings) are deterministic: the JavaScript a first visit to `/`
 * downloads before it is interactive, the packages in it, and what the service worker precaches.
 * Measured on the build `npm run e2e` made, served the way `npm start` serves it. `npm run perf`
 * prints the same figures next to Lighthouse's.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  describeFirstVisitJs,
  FIRST_VISIT_CONTEXT,
  FIRST_VISIT_JS_CEILING_BYTES,
  FORM_ONLY_PACKAGES,
  FRAMEWORK_PACKAGE,
  measureFirstVisitJs,
} from './support/first-visit-js';
import {
  formatMegabytes,
  PRECACHE_BUDGET_BYTES,
  readPrecacheManifest,
} from '../scripts/build/precache-manifest';
import { expect, test } from './support/fixtures';
import { siteContent } from './support/site-content';

const DIST = join(import.meta.dirname, '..', 'dist');

test.describe('first visit to /', () => {
  // A new visitor on a phone: nothing stored (the disclaimer shows).
  test.use({ ...FIRST_VISIT_CONTEXT, disclaimerAccepted: false });

  test(`downloads at most ${FIRST_VISIT_JS_CEILING_BYTES / 1024} KB of JavaScript (gzip), neither the framework nor the forms' packages or words`, async ({
    page,
    baseURL,
  }) => {
    const js = await measureFirstVisitJs(page, { baseUrl: baseURL ?? '', distDir: DIST });
    console.log(`First-visit JavaScript of /:\n${describeFirstVisitJs(js).join('\n')}`);

    expect(js.scripts.length, 'the page loaded no script at all').toBeGreaterThan(0);
    expect
      .soft(js.formOnlyPackages, `${FORM_ONLY_PACKAGES.join(', ')} before the form is in view`)
      .toEqual([]);
    // A visitor who only reads never needs the app's code (src/runtime/wanted.ts).
    expect
      .soft(
        js.scripts.filter((script) => FRAMEWORK_PACKAGE in script.packages).map((s) => s.path),
        `${FRAMEWORK_PACKAGE} for a visitor who only reads`,
      )
      .toEqual([]);
    // The forms' words come with the form's code; the first code names a form from its own module.
    const { enquiryFormCopy } = await siteContent();
    const carryingFormWords: string[] = [];
    for (const script of js.scripts) {
      const text = await readFile(join(DIST, script.path), 'utf8');
      if (text.includes(enquiryFormCopy.contactSuccess.title)) carryingFormWords.push(script.path);
    }
    expect
      .soft(carryingFormWords, "the enquiry forms' words for a visitor who only reads")
      .toEqual([]);
    expect(js.totalGzipBytes).toBeLessThanOrEqual(FIRST_VISIT_JS_CEILING_BYTES);
  });
});

test(`the service worker precaches at most ${formatMegabytes(PRECACHE_BUDGET_BYTES)}`, async () => {
  const manifest = await readPrecacheManifest(DIST);
  expect(manifest, `${DIST}/sw.js is missing: build first`).not.toBeNull();
  const { files, totalBytes } = manifest!;
  console.log(`Precache: ${files.length} files, ${formatMegabytes(totalBytes)}`);

  // The app's own page and entry code must be in it, or the count measures the wrong thing.
  const urls = files.map((file) => file.url);
  expect(urls).toContain('index.html');
  expect(urls).toContainEqual(expect.stringMatching(/^assets\/index-[\w-]+\.js$/));
  expect(totalBytes).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
});

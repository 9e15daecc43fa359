import { expect } from '@playwright/test';
import { ENQUIRY_PAGES } from '#shared/enquiry-schema';
import { contactEnquiry } from '#shared/test-enquiries';
import { oneEnquiryWaiting, storedEnquiriesFrom, uniqueEmail } from '../../support/enquiries';
import { siteContent } from '../../support/site-content';
import { byLabel, byRole, byText, type Target } from './target';
import type { Visitor } from './visitor';

/** A page with a form and no news, and pages of each kind, all of which the worker precaches. */
export const FORM_PAGE = '/fixed-income';

/** The pages a visitor opens while the site cannot be reached, each with its own heading. */
export async function pagesWithHeadings(): Promise<[path: string, heading: string][]> {
  const { alternativeAssetsPage, capitalRaisingPage, fixedIncomePage, siteConfig } =
    await siteContent();
  return [
    ['/', siteConfig.brandName],
    ['/capital-raising', capitalRaisingPage.hero.heading],
    ['/alternative-assets', alternativeAssetsPage.hero.heading],
    [FORM_PAGE, fixedIncomePage.hero.heading],
  ];
}

/**
 * Types the shared valid enquiry into the form on FORM_PAGE; resolves its address and the button
 * that sends it.
 */
export async function fillInTheForm(
  visitor: Visitor,
  label: string,
): Promise<{ email: string; send: Target }> {
  const { enquiryFormCopy: copy } = await siteContent();
  const form: Target = byRole('form', copy.contactFormLabel(ENQUIRY_PAGES.fixedIncome));
  const typed = contactEnquiry({ email: uniqueEmail(`cross-engine-${label}-${visitor.engine}`) });
  await visitor.type(byLabel(copy.firstName, form), typed.firstName);
  await visitor.type(byLabel(copy.lastName, form), typed.lastName);
  await visitor.type(byLabel(copy.email, form), typed.email);
  await visitor.type(byLabel(copy.phone, form), typed.phone);
  await visitor.choose(byLabel(new RegExp(`^${copy.country}$`), form), typed.country);
  await visitor.type(byLabel(copy.message, form), typed.message);
  return { email: typed.email, send: byRole('button', copy.contactSubmit, form) };
}

/**
 * Expects the enquiry sent from `email` stored once, and nothing left on the device to send a
 * second copy: an enquiry leaves the outbox only once the server has answered it, and the header's
 * Outbox button says so while one waits. With none waiting, no copy is on its way or still to come.
 */
export async function expectStoredOnceWithNothingWaiting(
  visitor: Visitor,
  email: string,
): Promise<void> {
  const waiting = byRole('button', await oneEnquiryWaiting());
  await expect.poll(() => visitor.count(waiting), 'the enquiry still waits on the device').toBe(0);
  expect(await storedEnquiriesFrom(email)).toHaveLength(1);
}

/**
 * Expects the enquiry sent from `email` to reach the server once it can be reached: the visitor
 * is told, and it is stored once, with no copy left to be replayed.
 */
export async function expectSentOnce(visitor: Visitor, email: string): Promise<void> {
  const { outboxCopy } = await siteContent();
  // The page tries again on a timer that doubles from 1-2 s (and at once when the device is back).
  await visitor.see(byText(outboxCopy.delivered.title), 30_000);
  await expectStoredOnceWithNothingWaiting(visitor, email);
}

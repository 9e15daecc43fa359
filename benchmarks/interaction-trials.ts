/**
 * The trials of `npm run bench:interaction`'s first part: one visitor input at one moment of the
 * start, in a fresh context, measured with Event Timing, and whether the input survived the start.
 *
 * The input is sent the way a phone sends it, straight to the browser (a touch at a point, key
 * presses to the focused field), not through Playwright's actionability checks, which run in the
 * page and so would wait for a busy main thread before sending it and hide the very delay measured.
 * The target is readied beforehand (its form scrolled into view, the field focused, its place on
 * screen read) by the page's own paint observer as first-contentful-paint is reported, before the
 * app's code is fetched (page-target.ts), or, for the "on scroll" moment, once the page has finished
 * starting.
 */
// First: the copy below needs the site's settings in place.
import './site-env-global';
import type { Browser, Page } from '@playwright/test';
import { disclaimerContent } from '../src/content/disclaimer';
import { enquiryFormCopy } from '../src/content/enquiry-forms';
import { layoutCopy } from '../src/content/navigation';
import { DISCLAIMER_ACCEPTED_VALUE, DISCLAIMER_STORAGE_KEY } from '../src/lib/constants';
import { openBenchPage, type BenchPage } from './bench-page';
import { SCRIPT_URL_PATTERNS } from './lighthouse-run';
import {
  DURATION_THRESHOLD_MS,
  interactionDurations,
  observeEventTiming,
  readEventTiming,
} from './event-timing';
import {
  PAINTED_BINDING,
  readyAtPaint,
  readyTargetNow,
  type Point,
  type Readied,
  type TargetSpec,
} from './page-target';
import { DISCLAIMER_AGREE_ATTRIBUTE } from '../src/lib/page-marks';

/** Milliseconds after first-contentful-paint is reported, or the visitor scrolling to the form. */
export type Moment = number | 'scroll';

export const MOMENTS: readonly Moment[] = [0, 250, 500, 1000, 2000, 'scroll'];

export function describeMoment(moment: Moment): string {
  if (moment === 'scroll') return 'on scroll to the form';
  return moment === 0 ? 'at paint' : `paint + ${moment} ms`;
}

export function parseMoment(text: string): Moment {
  if (text === 'scroll') return 'scroll';
  const ms = Number(text.replace(/^paint$/, '0'));
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`--moment: "paint", ms after it, or "scroll", not "${text}"`);
  return ms;
}

/** The text typed into the home form's first name; one interaction per key. */
const TYPED = 'Ada';

const CONTACT_FORM = `form[aria-label="${enquiryFormCopy.contactFormLabel('Contact Form')}"]`;

interface Action {
  name: string;
  description: string;
  path: string;
  /** A first visit: the disclaimer not yet accepted. Otherwise a returning visitor. */
  firstVisit?: boolean;
  /** Run only when asked for with --action. */
  optional?: boolean;
  /** What the page readies before the input (see TargetSpec). */
  target: TargetSpec;
  /** The input itself, sent straight to the browser; `point` is the target's centre. */
  act(page: Page, point: Point): Promise<void>;
  /** Whether what the input did is still there, once the page has finished starting. */
  kept(page: Page): Promise<{ kept: boolean; seen: string }>;
}

const touch = (page: Page, { x, y }: Point) => page.touchscreen.tap(x, y);

const consentBox = (page: Page) =>
  page
    .getByRole('form', { name: enquiryFormCopy.capitalFormLabel })
    .getByRole('checkbox', { name: new RegExp(enquiryFormCopy.consentLabel) });
const agreeBox = (page: Page) =>
  page.getByRole('checkbox', { name: new RegExp(disclaimerContent.agreeLabel) });

export const ACTIONS: readonly Action[] = [
  {
    name: 'menu',
    description: `tap "${layoutCopy.openMenu}" on /`,
    path: '/',
    target: { selector: `button[aria-label="${layoutCopy.openMenu}"]` },
    act: touch,
    kept: async (page) => {
      const open = await page.getByRole('dialog', { name: layoutCopy.menuTitle }).isVisible();
      return { kept: open, seen: open ? 'menu open' : 'menu closed' };
    },
  },
  {
    name: 'type',
    description: `type "${TYPED}" into ${enquiryFormCopy.firstName} of the home contact form`,
    path: '/',
    // Scrolled to the middle of the screen and focused, as the visitor's tap on it would.
    target: { selector: `${CONTACT_FORM} input[name="firstName"]`, scroll: true, focus: true },
    act: async (page) => {
      // A person's pace on a phone's keyboard; each key waits for the browser to take it.
      await page.keyboard.type(TYPED, { delay: 100 });
    },
    kept: async (page) => {
      const value = await page
        .getByRole('form', { name: enquiryFormCopy.contactFormLabel('Contact Form') })
        .getByLabel(enquiryFormCopy.firstName)
        .inputValue();
      return { kept: value === TYPED, seen: `field holds "${value}"` };
    },
  },
  {
    name: 'consent',
    description: `tick ${enquiryFormCopy.consentLabel} on /capital-raising`,
    path: '/capital-raising',
    target: {
      selector: `form[aria-label="${enquiryFormCopy.capitalFormLabel}"] input[name="consent"]`,
      scroll: true,
    },
    act: touch,
    kept: async (page) => {
      const ticked = await consentBox(page).isChecked();
      return { kept: ticked, seen: ticked ? 'ticked' : 'not ticked' };
    },
  },
  {
    // The issue saw one such tick lost as the code took the page over; not in the default run,
    // which it would lengthen by a third.
    name: 'agree',
    description: `first visit: tick ${disclaimerContent.agreeLabel} in the disclaimer on /`,
    path: '/',
    firstVisit: true,
    optional: true,
    target: { selector: `input[${DISCLAIMER_AGREE_ATTRIBUTE}]`, scroll: true },
    act: touch,
    kept: async (page) => {
      const stored = await page.evaluate(
        (key) => localStorage.getItem(key),
        DISCLAIMER_STORAGE_KEY,
      );
      const accepted = stored === DISCLAIMER_ACCEPTED_VALUE;
      const open = await page
        .getByRole('dialog')
        .filter({ has: agreeBox(page) })
        .isVisible();
      return {
        kept: accepted && !open,
        seen: `disclaimer ${open ? 'still open' : 'closed'}, ${accepted ? '' : 'not '}stored as accepted`,
      };
    },
  },
];

export interface TrialResult {
  action: string;
  moment: Moment;
  /** Per interaction, its longest entry's duration (0: under the observer's threshold). */
  durations: number[];
  kept: boolean;
  seen: string;
  /** The first input's time after first-contentful-paint, on the page's clock. */
  inputAfterPaintMs: number | null;
}

/** One visitor, one input at one moment, in a fresh context. */
export async function runTrial(
  browser: Browser,
  origin: string,
  action: Action,
  moment: Moment,
  /** The page's floor: every script file blocked, as `npm run perf` measures it. */
  withoutCode = false,
): Promise<TrialResult> {
  // Readied at paint, in the page: a round trip to it then would wait for the app's start.
  const atPaint = moment === 'scroll' ? null : action.target;
  let reported: ((readied: Readied) => void) | undefined;
  const painted = new Promise<{ at: number; readied: Readied }>((resolve) => {
    reported = (readied) => resolve({ at: Date.now(), readied });
  });
  const bench: BenchPage = await openBenchPage(browser, {
    returning: !action.firstVisit,
    setUp: async (context) => {
      await context.addInitScript(observeEventTiming, DURATION_THRESHOLD_MS);
      await context.addInitScript(readyAtPaint, atPaint);
    },
  });
  const { page, context } = bench;
  try {
    await page.exposeFunction(PAINTED_BINDING, (readied: Readied) => reported?.(readied));
    if (withoutCode) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: SCRIPT_URL_PATTERNS });
    }
    await page.goto(new URL(action.path, origin).href, { waitUntil: 'commit' });
    const paint = await Promise.race([
      painted,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no first-contentful-paint within 30 s')), 30_000),
      ),
    ]);

    let readied: Readied;
    if (moment === 'scroll') {
      await bench.settled();
      // The menu's visitor scrolls to the home form too, then taps the (sticky) header's button.
      const spec =
        action.name === 'menu' ? { ...action.target, scrollTo: CONTACT_FORM } : action.target;
      readied = await page.evaluate(readyTargetNow, spec);
    } else {
      readied = paint.readied;
      const wait = paint.at + moment - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if ('error' in readied) throw new Error(readied.error);
    await action.act(page, readied);

    await bench.settled();
    const { kept, seen } = await action.kept(page);
    const record = await page.evaluate(readEventTiming);
    return {
      action: action.name,
      moment,
      durations: interactionDurations(record),
      kept,
      seen,
      inputAfterPaintMs:
        record.firstInputAt !== null && record.firstContentfulPaint !== null
          ? record.firstInputAt - record.firstContentfulPaint
          : null,
    };
  } finally {
    await context.close();
  }
}

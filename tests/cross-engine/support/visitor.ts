import { WCAG_TAGS } from '../../support/accessibility';
import { HEADER_ENHANCED, testSaysItWaitsForTheCode } from '../../support/fixtures';
import type { EngineSession, Key } from './engine-session';
import type { Typesetting } from './on-the-page';
import { axeRunBody, pageFunctionBody, type PageCall, type Violation } from './page-script';
import { byRole, type Sight, type Target } from './target';

export type Engine = 'firefox' | 'webkit';

/** How long a visitor reads a page, once it has loaded, before moving on. */
const READING_MS = 1000;

/** How often a press is aimed again when something comes over its target as it is pressed. */
const PRESS_ATTEMPTS = 3;

/** How long a visitor waits for something to show before a test gives up. */
const SHOW_TIMEOUT_MS = 10_000;

/** What a visitor does on the site, the same in every engine. */
export interface Visitor {
  readonly engine: Engine;
  /** The site as this visitor reaches it (through the test worker's proxy). */
  readonly origin: string;
  /** Goes to this path of the site, as typing its address does; resolves once the page is there. */
  open(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The address bar's path, query and fragment. */
  address(): Promise<string>;
  /**
   * Presses the target where it shows, once it shows (scrolled to first if off screen). Fails if
   * something else is on top of it, unless `evenIfCovered`: then the press reaches what is on top,
   * as a person's finger would.
   */
  press(target: Target, options?: { evenIfCovered?: boolean }): Promise<void>;
  /** Scrolls until the target is in the middle of the window, once it shows. */
  scrollTo(target: Target): Promise<void>;
  /** Presses the field, then types; fails if the field does not take the focus or show the text. */
  type(field: Target, text: string): Promise<void>;
  /** Chooses the option with this label or value in a drop-down. */
  choose(field: Target, option: string): Promise<void>;
  pressKey(key: Key): Promise<void>;
  /**
   * Starts the app's code the way a visitor does, by reaching for a part that needs it (the
   * header, with its menu), and waits until the app has taken the page over. For tests about
   * what the code does once it runs, whose names say so.
   */
  startTheCode(): Promise<void>;
  /** What the visitor sees of the target now, or null when it does not show. */
  look(target: Target): Promise<Sight | null>;
  /**
   * Reads the page before moving on: until it has finished loading, its typefaces included, and a
   * moment more, in which its code starts. (A page left sooner has its downloads cancelled, which
   * Firefox reports as errors.)
   */
  readThePage(): Promise<void>;
  /** How many of what the target names show now (several notices that say the same). */
  count(target: Target): Promise<number>;
  /**
   * Whether a service worker controls the page: the browser's record, which a visitor does not
   * see, for the test of the worker's install.
   */
  workerControls(): Promise<boolean>;
  /** What the page knows of its service workers, in words, for a failing test to say. */
  workerState(): Promise<string>;
  /** Waits until the target shows; resolves what the visitor sees of it. */
  see(target: Target, timeoutMs?: number): Promise<Sight>;
  /**
   * Once the target shows, its words as painted, and as laid out in its typeface and in the
   * fallback painted until the face arrives: which face the visitor reads, and whether the swap
   * from one to the other moves anything.
   */
  typesetting(target: Target): Promise<Typesetting>;
  /**
   * Once the target shows, the relative luminance of what its text shows on (0 black, 1 white);
   * without a target, the page's own background.
   */
  backgroundLuminance(target?: Target): Promise<number>;
  /** What axe finds on the page as it is now against the site's claim, WCAG 2.2 A and AA. */
  wcagViolations(): Promise<Violation[]>;
}

async function until<T>(
  read: () => Promise<T | null>,
  timeoutMs: number,
  failure: string,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    // A read can fail while the page changes documents under it; the next one tries again.
    const value = await read().catch((error: unknown) => {
      lastError = error;
      return null;
    });
    if (value !== null) return value;
    if (performance.now() > deadline) {
      throw new Error(`${failure} within ${timeoutMs / 1000} s`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `check` says yes. */
const untilTrue = (check: () => Promise<boolean>, timeoutMs: number, failure: string) =>
  until(async () => (await check()) || null, timeoutMs, failure);

/** The visitor, on one engine's session, reaching the site at `origin`. */
export function createVisitor(engine: Engine, session: EngineSession, origin: string): Visitor {
  const call: PageCall = async (name, argument) =>
    session.run(await pageFunctionBody(name), argument) as never;

  const see = (target: Target, timeoutMs = SHOW_TIMEOUT_MS) =>
    until(() => call('look', target.query), timeoutMs, `${target.description} did not show`);

  /** Aims at the target once it shows; `aimAndHold` also keeps the next press for it. */
  const aimAt = (target: Target, how: 'aim' | 'aimAndHold' = 'aim') =>
    until(() => call(how, target.query), SHOW_TIMEOUT_MS, `${target.description} did not show`);

  const press: Visitor['press'] = async (target, options) => {
    if (options?.evenIfCovered) {
      const aim = await aimAt(target);
      return session.click(aim.x, aim.y);
    }
    // Aimed again when something came over the target between the aim and the press.
    const missed: string[] = [];
    while (missed.length < PRESS_ATTEMPTS) {
      const aim = await aimAt(target, 'aimAndHold');
      if (aim.coveredBy) throw new Error(`${target.description} is covered by ${aim.coveredBy}`);
      await session.click(aim.x, aim.y);
      // A followed link can take the page away under this call. Asked again, the same document
      // gives the same answer, and the next one has no press held: a held press never leaves the
      // page, so the press reached its target.
      const { reachedInstead } = await until(
        async () => ({ reachedInstead: await call('pressLanded', undefined) }),
        SHOW_TIMEOUT_MS,
        `the page did not say where the press on ${target.description} went`,
      );
      if (reachedInstead === null) return;
      missed.push(reachedInstead);
    }
    throw new Error(`pressed ${target.description}, which ${missed.join(', then ')} came over`);
  };

  return {
    engine,
    origin,
    open: (path) => session.navigate(new URL(path, origin).href),
    reload: () => session.reload(),
    address: () => call('address', undefined),
    press,
    async scrollTo(target) {
      const scrolled = () => call('scrollTo', target.query);
      await untilTrue(scrolled, SHOW_TIMEOUT_MS, `${target.description} did not show`);
    },
    async type(field, text) {
      await press(field);
      // As a person sees the caret in the field before typing, and the words in it after.
      const focused = () => call('hasFocus', field.query);
      await untilTrue(focused, 1000, `${field.description} did not take the focus`).catch(
        async (error: unknown) => {
          const focus = await call('focusedElement', undefined);
          throw new Error(`${(error as Error).message} when pressed: ${focus} has it`);
        },
      );
      await session.type(text);
      const typed = await call('look', field.query);
      if (!typed?.value?.includes(text)) {
        throw new Error(`typed "${text}" into ${field.description}, which shows "${typed?.value}"`);
      }
    },
    async choose(field, option) {
      const chosen = () => call('choose', { query: field.query, option });
      await untilTrue(chosen, SHOW_TIMEOUT_MS, `${field.description} did not offer "${option}"`);
    },
    pressKey: (key) => session.pressKey(key),
    async startTheCode() {
      testSaysItWaitsForTheCode();
      const header = await aimAt(byRole('banner'));
      // Two steps, so that the pointer arrives over the header even where it already rested.
      await session.movePointer(header.x - 1, header.y);
      await session.movePointer(header.x, header.y);
      const started = () => call('appHasStarted', HEADER_ENHANCED);
      await untilTrue(started, 30_000, 'the app did not take the page over');
    },
    look: (target) => call('look', target.query),
    async readThePage() {
      let pending = ['nothing asked yet'];
      const loaded = async () => (pending = await call('stillLoading', undefined)).length === 0;
      await untilTrue(loaded, SHOW_TIMEOUT_MS, 'the page did not finish loading').catch(
        (error: unknown) => {
          throw new Error(`${(error as Error).message}: still loading ${pending.join(', ')}`, {
            cause: error,
          });
        },
      );
      await new Promise((resolve) => setTimeout(resolve, READING_MS));
    },
    count: (target) => call('count', target.query),
    workerControls: () => call('workerControls', undefined),
    workerState: () => call('workerState', undefined),
    see,
    typesetting: (target) =>
      until(
        () => call('typesetting', target.query),
        SHOW_TIMEOUT_MS,
        `${target.description} did not show`,
      ),
    backgroundLuminance: (target) =>
      until(
        () => call('backgroundLuminance', target?.query ?? null),
        SHOW_TIMEOUT_MS,
        `${target?.description ?? 'the page'} did not show`,
      ),
    wcagViolations: async () => session.run(await axeRunBody(), WCAG_TAGS) as Promise<Violation[]>,
  };
}

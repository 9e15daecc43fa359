/**
 * Runs in the page, in every engine: finds what a visitor looks for (./target.ts) among what is
 * shown, and says what they see of it. Bundled into one script by ./page-script.ts, since
 * WebDriver runs a script's text, not a module.
 */
import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import { paintedColours } from '../../support/colours';
import type { Sight, TargetQuery, Words } from './target';

const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** As Playwright matches names and text: a string anywhere in it, whatever the case; or a pattern. */
function says(text: string, words: Words): boolean {
  if (typeof words === 'string') {
    return collapse(text).toLowerCase().includes(collapse(words).toLowerCase());
  }
  return new RegExp(words.pattern, words.flags).test(collapse(text));
}

/**
 * Shown, as Playwright counts it visible: laid out with a size and not hidden. Also, not moved
 * out of the window sideways (pages here never scroll sideways; a closed panel slides out there).
 * A transparent element counts as shown: what fades in as it is scrolled to waits at opacity 0.
 */
function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  if (box.right <= 0 || box.left >= window.innerWidth) return false;
  return element.checkVisibility({ visibilityProperty: true });
}

/** Every shown element the query names, in document order. */
function find(query: TargetQuery): Element[] {
  const scope = query.within ? find(query.within)[0] : document.documentElement;
  if (!scope) return [];
  const { roles, name } = query;
  const candidates = [...scope.querySelectorAll('*')];
  if (!roles) {
    if (name === undefined) return [];
    const saying = candidates.filter((element) => says(element.textContent ?? '', name));
    // The innermost: a paragraph saying it, not also every element around that paragraph.
    const innermost = saying.filter((element) =>
      saying.every((other) => other === element || !element.contains(other)),
    );
    return innermost.filter(isShown);
  }
  return candidates.filter(
    (element) =>
      roles.includes(getRole(element) as (typeof roles)[number]) &&
      (name === undefined || says(computeAccessibleName(element), name)) &&
      isShown(element),
  );
}

/**
 * A control drawn by its label (a styled checkbox whose own box is hidden) is pressed where a
 * person presses it: on its label.
 */
function pressable(element: Element): Element {
  if (isShown(element) && element.getBoundingClientRect().width > 1) return element;
  const label = (element as HTMLInputElement).labels?.[0];
  return label ?? element;
}

function drawnOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    opacity *= Number(getComputedStyle(node).opacity);
  }
  return opacity;
}

export function look(query: TargetQuery): Sight | null {
  const element = find(query)[0];
  if (!element) return null;
  const box = element.getBoundingClientRect();
  const control =
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
      ? element
      : null;
  return {
    text: collapse(element.textContent),
    top: box.top,
    bottom: box.bottom,
    value: control ? control.value : null,
    checked: control?.type === 'checkbox' ? (control as HTMLInputElement).checked : null,
    modal: element.matches(':modal'),
    opacity: drawnOpacity(element),
  };
}

/** Where to press the target: its centre in the window, once scrolled to if it was off screen. */
export interface Aim {
  x: number;
  y: number;
  /** What a press there would reach instead, when something else is on top of the target. */
  coveredBy: string | null;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The element's box, once it is the same in two frames in a row; null while it moves. */
async function standingBox(element: Element): Promise<DOMRect | null> {
  await nextFrame();
  const before = JSON.stringify(element.getBoundingClientRect());
  await nextFrame();
  const box = element.getBoundingClientRect();
  return JSON.stringify(box) === before ? box : null;
}

/** What a press at the centre of `box` would reach, or null when it reaches the element. */
function coveringAt(
  element: Element,
  box: DOMRect,
): { x: number; y: number; coveredBy: string | null } {
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  const onTop = document.elementFromPoint(x, y);
  const reached = onTop && (element.contains(onTop) || onTop.contains(element));
  return { x, y, coveredBy: reached ? null : describe(onTop) };
}

/**
 * Where to press the target: its centre in the window. Null while it is not shown or still
 * moving (a menu sliding in), as a person waits for it to stand still before pressing. Off
 * screen or under something (a notice at the bottom of the screen), it is first scrolled to the
 * middle of the window, as a person brings it within reach; if it is still covered there, `Aim`
 * says by what.
 */
export async function aim(query: TargetQuery): Promise<Aim | null> {
  return (await aimWithElement(query))?.aim ?? null;
}

/** `aim`, with the element it aimed at: the one a press there is meant for. */
async function aimWithElement(query: TargetQuery): Promise<{ aim: Aim; element: Element } | null> {
  const found = find(query)[0];
  if (!found) return null;
  const element = pressable(found);
  const box = element.getBoundingClientRect();
  const centreY = box.top + box.height / 2;
  if (centreY < 0 || centreY > window.innerHeight) {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  }
  let standing = await standingBox(element);
  if (!standing) return null;
  if (coveringAt(element, standing).coveredBy) {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    standing = await standingBox(element);
    if (!standing) return null;
  }
  return { aim: coveringAt(element, standing), element };
}

/**
 * The press under way: what it reached instead of its target, and how to stop holding it. Kept
 * on the window from the aim to the next aim, since the aim, the press and the question of where
 * it went are separate calls, and the question may be asked again.
 */
interface PressUnderWay {
  missed: string | null;
  release: () => void;
}
const PRESS_UNDER_WAY = Symbol.for('cross-engine visitor: press under way');
type WithPress = { [PRESS_UNDER_WAY]?: PressUnderWay };
const PRESS_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];

/**
 * As `aim`, and keeps the press that follows from reaching anything else, as Playwright's own
 * press does: something can come over the target between the aim and the press (a notice at the
 * bottom of the screen), and a press it caught would be a press the test never meant. Its first
 * event decides: on the target, nothing is held back (a label's click on its control included);
 * elsewhere, the press is kept from the page and `pressLanded` says where it went.
 */
export async function aimAndHold(query: TargetQuery): Promise<Aim | null> {
  const aimed = await aimWithElement(query);
  if (!aimed || aimed.aim.coveredBy) return aimed?.aim ?? null;
  const { element } = aimed;
  (window as WithPress)[PRESS_UNDER_WAY]?.release();
  let decided = false;
  const press: PressUnderWay = {
    missed: null,
    release: () => {
      for (const type of PRESS_EVENTS) window.removeEventListener(type, hold, { capture: true });
    },
  };
  function hold(event: Event) {
    const target = event.target as Element;
    if (!decided) {
      decided = true;
      if (!element.contains(target) && !target.contains(element)) press.missed = describe(target);
    }
    if (press.missed) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  }
  for (const type of PRESS_EVENTS) window.addEventListener(type, hold, { capture: true });
  (window as WithPress)[PRESS_UNDER_WAY] = press;
  return aimed.aim;
}

/**
 * What the press after `aimAndHold` reached instead of its target, or null when it reached it
 * (or left the page, which a followed link does). Asked again, the same document says the same.
 */
export function pressLanded(): string | null {
  const press = (window as WithPress)[PRESS_UNDER_WAY];
  if (!press) return null;
  press.release();
  return press.missed;
}

function describe(element: Element | null): string {
  if (!element) return 'nothing (off the page)';
  const classes = [...element.classList].map((name) => `.${name}`).join('');
  return `<${element.localName}${classes}> "${collapse(element.textContent).slice(0, 40)}"`;
}

/**
 * Picks the option with this label or value in a drop-down, as choosing it from the list does:
 * the control is focused, its value changes, and it says so with input and change events.
 * (Each engine opens its own native list, which automation cannot reach.)
 */
export function choose({ query, option }: { query: TargetQuery; option: string }): boolean {
  const select = find(query)[0];
  if (!(select instanceof HTMLSelectElement)) return false;
  const wanted = [...select.options].find(
    (candidate) => candidate.value === option || collapse(candidate.label) === option,
  );
  if (!wanted) return false;
  select.focus();
  select.value = wanted.value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Scrolls the target into the middle of the window, as a visitor's swipe brings it; false if not shown. */
export function scrollTo(query: TargetQuery): boolean {
  const element = find(query)[0];
  element?.scrollIntoView({ block: 'center', behavior: 'instant' });
  return Boolean(element);
}

/** Whether the target has the keyboard focus. */
export function hasFocus(query: TargetQuery): boolean {
  const element = find(query)[0];
  return Boolean(element && element === document.activeElement);
}

/** What has the keyboard focus, described. */
export function focusedElement(): string {
  return describe(document.activeElement);
}

/**
 * What of the page is still loading, its typefaces included: none once it has finished. Each face
 * is named, so a wait that ends without them says which one never came.
 */
export function stillLoading(): string[] {
  const pending =
    document.readyState === 'complete' ? [] : [`the document (${document.readyState})`];
  if (document.fonts.status === 'loaded') return pending;
  const faces = [...document.fonts].filter((face) => face.status === 'loading');
  const named = faces.map((face) => `${face.family} ${face.weight} ${face.style}`);
  return [
    ...pending,
    ...(named.length > 0 ? named : ['no face, though the font set says loading']),
  ];
}

/** How many of the elements the query names are shown. */
export function count(query: TargetQuery): number {
  return find(query).length;
}

/** Whether a service worker controls the page. */
export function workerControls(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}

/**
 * What the page knows of its service workers, for a worker test's failure: how this document came
 * (a reload or not) and when, the version it shows, and each worker of the registration's state.
 */
export async function workerState(): Promise<string> {
  const workers = navigator.serviceWorker;
  const registration = await workers?.getRegistration();
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const paragraphs = [...document.querySelectorAll('footer p')].map((p) => collapse(p.textContent));
  const version = paragraphs.find((text) => text.startsWith('Version ')) ?? 'no version';
  const described = (worker: ServiceWorker | null | undefined) =>
    !worker ? 'none' : `${worker.state}${worker === workers.controller ? ', in control' : ''}`;
  return [
    `this page: ${navigation?.type ?? 'unknown'} ${Math.round(performance.now())} ms ago, ${version}`,
    `in control: ${workers?.controller?.state ?? 'none'}`,
    `active: ${described(registration?.active)}`,
    `waiting: ${described(registration?.waiting)}`,
    `installing: ${described(registration?.installing)}`,
  ].join('; ');
}

/** Whether the app has started (`enhanced`: the element it marks first). */
export function appHasStarted(enhanced: string): boolean {
  return document.querySelector(enhanced) !== null;
}

/** The address bar's path, query and fragment. */
export function address(): string {
  return location.pathname + location.search + location.hash;
}

/** How a text is laid out: its words' width over all its lines, its box's height, its lines. */
export interface TextLayout {
  width: number;
  height: number;
  lines: number;
}

/** The target's text as painted, and as it is laid out in its typeface and in its fallback. */
export interface Typesetting {
  painted: TextLayout;
  inFace: TextLayout;
  inFallback: TextLayout;
}

function layout(element: Element): TextLayout {
  let width = 0;
  const lineTops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(walker.currentNode);
    for (const line of range.getClientRects()) {
      width += line.width;
      if (line.width > 0) lineTops.add(Math.round(line.top));
    }
  }
  return { width, height: element.getBoundingClientRect().height, lines: lineTops.size };
}

/** The element laid out in other families, as a hidden copy beside it at its width, taken off again. */
function layoutIn(element: Element, families: string): TextLayout {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  copy.style.cssText = `position:absolute;visibility:hidden;width:${element.getBoundingClientRect().width}px;font-family:${families}`;
  element.after(copy);
  const laidOut = layout(copy);
  copy.remove();
  return laidOut;
}

/**
 * Lays the target's words out three ways at once: as painted; in its typeface alone (the first
 * family of its font-family); and in the families after it, which the page is painted in until the
 * face arrives. Painted in the face, the first two are the same to the pixel.
 */
export function typesetting(query: TargetQuery): Typesetting | null {
  const element = find(query)[0];
  if (!element) return null;
  const [face, ...fallback] = getComputedStyle(element).fontFamily.split(',');
  return {
    painted: layout(element),
    inFace: layoutIn(element, face ?? ''),
    inFallback: layoutIn(element, fallback.join(',')),
  };
}

/**
 * The relative luminance behind the target's text (tests/support/colours.ts), or behind the
 * page's own (its body's) without a target; null while the target does not show.
 */
export function backgroundLuminance(query: TargetQuery | null): number | null {
  const element = query ? find(query)[0] : document.body;
  return element ? paintedColours(element).background : null;
}

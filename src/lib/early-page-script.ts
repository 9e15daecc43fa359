/**
 * What a page does before the app's code runs (it may arrive seconds later, or never). Every
 * prerendered page carries this script inline in its head, and the Content-Security-Policy allows
 * exactly this text, by its hash. It does only what HTML and CSS cannot:
 * - The disclaimer: a visitor who accepted before never sees the dialog (the page is marked
 *   before it is painted, and /disclaimer sends them to / at once). On a first visit the
 *   stylesheet shows the dialog from the first paint while the page is marked pending, and this
 *   makes it a true modal as soon as the page is parsed. Ticking I AGREE closes it and stores the
 *   acceptance; on /disclaimer the button follows the box, whenever the box is ticked.
 * - A device with two or fewer cores is marked `data-low-end` on <html>, for the stylesheet's
 *   fade-ins, which then finish at a smaller share of a section in view (layout.css).
 * - The hero video gets its sources, held back in the markup (`data-src`), as soon as the page is
 *   parsed, unless the visitor saves data, is on 2g or slower (the rule of src/lib/heavy-media.ts)
 *   or prefers reduced motion; the browser then autoplays it. Its parent is marked ready once its
 *   metadata is in, which shows it over the poster. The rest of its rules are hero-playback.ts.
 * - The side menu (a popover marked `data-side-menu`) closes on a link followed from it and on a
 *   click on its dim, until the app takes it over; and, after that too, when focus leaves it (Tab
 *   past either end), since focus in the dimmed page behind would be out of sight.
 * - A button that opens a popover says whether it is open (its aria-expanded follows the
 *   popover's toggle events), so assistive technology is told the truth.
 *   This goes on after the app takes the popover over: React leaves an attribute it did not render
 *   alone, so a value written here before the takeover could otherwise outlive the popover's state
 *   (opened before the takeover, closed in the instant it happens: the button said "expanded").
 * - A form the browser refused to submit (a required field left empty) is marked, so that the
 *   form's code, when it arrives, shows its own messages for that press rather than forget it.
 * - The page's own script (src/main.tsx) is put in the document once the page has loaded and
 *   the browser has reported its first paint (which can come after load): nothing of it is needed
 *   to show the page, and asked for sooner it would share the connection with what is (the
 *   prerenderer holds it in a template, scripts/build/prerender-plugin.ts). The page's manifest
 *   follows it, for the same reason (decision 0036). Until it runs, this
 *   keeps the browser's offer to install the site, which can come before. If that script cannot
 *   be fetched (the connection dropped before the service worker had it), it is asked for again
 *   when the device is back online, or after a pause that doubles, as src/lib/load-when-reachable.ts
 *   does for the rest of the app's code: otherwise the page would never get its code.
 * - The site's fonts are used by a page view only if they are on the device as it starts
 *   (decision 0036): when they have never been fetched, <html> is marked `data-fonts="system"`
 *   before the first paint, which sets the text in the system's fonts (src/styles/fonts.css), so
 *   the first paint waits for no font and its text is final. Once the page has been painted, the
 *   fonts are fetched for every page after, and remembered.
 * - The 404 page logs its unknown path to the console as it is parsed, as the specification
 *   asks, whether or not the app's code ever starts (src/app/not-found-screen.tsx logs the
 *   unknown paths the app shows it for after that).
 * - A part that needs the app's code, pressed, typed into or ticked before the page's own script
 *   has come, marks <html> `data-code-wanted`, so that script wants the code as it runs
 *   (src/lib/code-demand.ts); focus alone does not, since the disclaimer takes it by itself.
 * Otherwise, once the app has taken an element over, it marks it `data-enhanced` and handles it
 * instead, so nothing is done twice. With JavaScript off the stylesheet alone shows the disclaimer and hides it
 * once the box is ticked. Plain ES2020, and small: it runs in every page's head.
 */
import { MAIN_CONTENT_ID } from '../components/layout/main-content';
import { HERO_VIDEO_ATTRIBUTE, VIDEO_STATE_ATTRIBUTE } from './hero-video-markers';
import {
  DISCLAIMER_ACCEPTED_EVENT,
  DISCLAIMER_ACCEPTED_VALUE,
  DISCLAIMER_STORAGE_KEY,
  LOW_END_MAX_CORES,
  NOT_FOUND_CONSOLE_MESSAGE,
} from './constants';
import { TOO_SLOW_CONNECTIONS } from './heavy-media';
import { FIRST_RETRY_MS, LAST_RETRY_MS } from './load-when-reachable';

/** On <html>: 'accepted' or 'pending', for this page view. */
export const DISCLAIMER_STATE_ATTRIBUTE = 'data-disclaimer';
/** Mark the dialog, the standalone screen's form and the I AGREE box, for the script to find. */
export const DISCLAIMER_DIALOG_ATTRIBUTE = 'data-disclaimer-dialog';
export const DISCLAIMER_FORM_ATTRIBUTE = 'data-disclaimer-form';
export const DISCLAIMER_AGREE_ATTRIBUTE = 'data-disclaimer-agree';
/** Marks the side menu, which a followed link, a click on its dim and focus leaving it close. */
export const SIDE_MENU_ATTRIBUTE = 'data-side-menu';
/** On <html> when the device has two or fewer cores (src/lib/device.ts says the same). */
export const LOW_END_ATTRIBUTE = 'data-low-end';
/** Set by the app on what it has taken over. */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
/** On <html> once a code part has been used before the page's script came (code-demand.ts). */
export const CODE_WANTED_ATTRIBUTE = 'data-code-wanted';
/** Marks a part of the page whose behaviour needs the app's code (see code-demand.ts). */
export const CODE_PART_ATTRIBUTE = 'data-code-part';
/**
 * Marks a form whose submission the browser's own checks refused before its code arrived, so the
 * code, taking the form over, can carry out that press (src/lib/lazy-when-near.tsx).
 */
export const REFUSED_SUBMIT_ATTRIBUTE = 'data-refused-submit';
/**
 * Marks the template that holds what the first paint does not need: the page's own scripts (its
 * entry and the modules that entry imports), then its manifest. This script puts them in
 * the document once the page has loaded and painted (scripts/build/prerender-plugin.ts).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
/** Where on `window` this script keeps the browser's install offer for the page's own script. */
export const EARLY_INSTALL_OFFER = '__installOffer';
/** The longest the page's own script waits after load for a paint a hidden tab may never make. */
export const PAINT_WAIT_MS = 1000;
/** On <html>: 'system' while this page view keeps the system's fonts (src/styles/fonts.css). */
export const FONTS_ATTRIBUTE = 'data-fonts';
/** Remembers that the site's fonts were fetched, so later page views use them from the start. */
export const FONTS_STORAGE_KEY = 'fontsFetched';

const text = JSON.stringify;
const STATE = text(DISCLAIMER_STATE_ATTRIBUTE);
const KEY = text(DISCLAIMER_STORAGE_KEY);
const VALUE = text(DISCLAIMER_ACCEPTED_VALUE);

export const EARLY_PAGE_SCRIPT = `(() => {
  const root = document.documentElement;
  let accepted = false;
  try {
    accepted = localStorage.getItem(${KEY}) === ${VALUE};
  } catch {}
  root.setAttribute(${STATE}, accepted ? 'accepted' : 'pending');
  let fontsFetched = false;
  try {
    fontsFetched = localStorage.getItem(${text(FONTS_STORAGE_KEY)}) === '1';
  } catch {}
  if (!fontsFetched) root.setAttribute('${FONTS_ATTRIBUTE}', 'system');
  const cores = navigator.hardwareConcurrency;
  if (cores > 0 && cores <= ${LOW_END_MAX_CORES}) root.setAttribute('${LOW_END_ATTRIBUTE}', '');
  if (accepted && /^\\/disclaimer\\/?$/.test(location.pathname)) return location.replace('/');
  const startPageScript = () => {
    const scripts = document.querySelector('template[${AFTER_PAINT_ATTRIBUTE}]');
    if (!scripts) return;
    scripts.remove();
    let pause = ${FIRST_RETRY_MS};
    const watched = (script) => {
      script?.addEventListener('error', () => {
        script.remove();
        const again = () => {
          clearTimeout(timer);
          removeEventListener('online', again);
          document.head.append(watched(document.importNode(scripts.content.querySelector('script'), true)));
        };
        const timer = navigator.onLine ? setTimeout(again, pause) : 0;
        pause = Math.min(pause * 2, ${LAST_RETRY_MS});
        addEventListener('online', again);
      });
      return script;
    };
    const nodes = document.importNode(scripts.content, true);
    watched(nodes.querySelector('script'));
    // One element per task, the entry first: each starts a download, and the nine at once took up
    // to 65 ms at a phone's 4x slowdown, right after the first paint, when a first tap often comes.
    for (const node of [...nodes.childNodes]) setTimeout(() => document.head.append(node));
  };
  // Every face the stylesheet declares, fetched without being used on this page view.
  const fetchFonts = () => {
    if (fontsFetched || !document.fonts) return;
    fontsFetched = true;
    Promise.all([...document.fonts].map((face) => face.load())).then(() => {
      try {
        localStorage.setItem(${text(FONTS_STORAGE_KEY)}, '1');
      } catch {}
    }, () => {});
  };
  const afterFirstPaint = () => {
    startPageScript();
    fetchFonts();
  };
  addEventListener('load', () => {
    const timer = setTimeout(afterFirstPaint, ${PAINT_WAIT_MS});
    try {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        clearTimeout(timer);
        afterFirstPaint();
      }).observe({ type: 'paint', buffered: true });
    } catch {}
  }, { once: true });
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window[${text(EARLY_INSTALL_OFFER)}] = event;
  });
  addEventListener('appinstalled', () => {
    window[${text(EARLY_INSTALL_OFFER)}] = null;
  });
  const accept = () => {
    try {
      localStorage.setItem(${KEY}, ${VALUE});
    } catch {}
    root.setAttribute(${STATE}, 'accepted');
    dispatchEvent(new Event(${text(DISCLAIMER_ACCEPTED_EVENT)}));
  };
  const notEnhanced = (element, selector) => {
    const found = element && element.closest && element.closest(selector);
    return found && !found.hasAttribute(${text(ENHANCED_ATTRIBUTE)}) ? found : null;
  };
  const syncAcceptButton = (form) => {
    const box = form.querySelector('[${DISCLAIMER_AGREE_ATTRIBUTE}]');
    const button = form.querySelector('button[type=submit]');
    if (box && button) button.disabled = !box.checked;
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    if (document.getElementById('root')?.getAttribute('data-prerendered') === '404') {
      console.error(${text(NOT_FOUND_CONSOLE_MESSAGE)} + location.pathname);
    }
    const dialog = notEnhanced(document.querySelector('dialog[${DISCLAIMER_DIALOG_ATTRIBUTE}]'), 'dialog');
    if (dialog && !accepted && !dialog.open) {
      dialog.addEventListener('cancel', (event) => event.preventDefault());
      dialog.showModal();
      dialog.querySelector('[tabindex="-1"]')?.focus();
    }
    const form = notEnhanced(document.querySelector('[${DISCLAIMER_FORM_ATTRIBUTE}]'), 'form');
    if (form) syncAcceptButton(form);
    const video = document.querySelector('video[${HERO_VIDEO_ATTRIBUTE}]');
    const connection = navigator.connection || {};
    if (
      !video ||
      connection.saveData ||
      ${text(TOO_SLOW_CONNECTIONS)}.includes(connection.effectiveType) ||
      matchMedia('(prefers-reduced-motion: reduce)').matches
    ) return;
    video.addEventListener('loadedmetadata', () => {
      const media = video.parentElement;
      if (media.getAttribute('${VIDEO_STATE_ATTRIBUTE}') !== 'unavailable') media.setAttribute('${VIDEO_STATE_ATTRIBUTE}', 'ready');
    });
    for (const source of video.querySelectorAll('source[data-src]')) source.src = source.dataset.src;
    video.load();
  });
  document.addEventListener('change', (event) => {
    const box = event.target;
    if (!box.hasAttribute || !box.hasAttribute('${DISCLAIMER_AGREE_ATTRIBUTE}')) return;
    const form = notEnhanced(box, '[${DISCLAIMER_FORM_ATTRIBUTE}]');
    if (form) return syncAcceptButton(form);
    const dialog = notEnhanced(box, 'dialog[${DISCLAIMER_DIALOG_ATTRIBUTE}]');
    if (!dialog || !box.checked) return;
    accept();
    dialog.close();
    document.getElementById(${text(MAIN_CONTENT_ID)})?.focus({ preventScroll: true });
  });
  document.addEventListener('submit', (event) => {
    const form = notEnhanced(event.target, '[${DISCLAIMER_FORM_ATTRIBUTE}]');
    if (!form) return;
    event.preventDefault();
    accept();
    location.assign(form.action);
  });
  const openSideMenu = () => {
    const menu = document.querySelector('[${SIDE_MENU_ATTRIBUTE}]');
    return menu && menu.showPopover && menu.matches(':popover-open') ? menu : null;
  };
  document.addEventListener('click', (event) => {
    const menu = openSideMenu();
    if (!menu || menu.hasAttribute(${text(ENHANCED_ATTRIBUTE)})) return;
    // The menu covers the viewport: a click that reaches the menu itself is on the dim.
    const link = event.target.closest && event.target.closest('a[href]');
    if (event.target === menu || (link && menu.contains(link))) menu.hidePopover();
  });
  document.addEventListener('focusin', (event) => {
    const menu = openSideMenu();
    if (menu && !menu.contains(event.target)) menu.hidePopover();
  });
  document.addEventListener('invalid', (event) => {
    event.target.form?.setAttribute(${text(REFUSED_SUBMIT_ATTRIBUTE)}, '');
  }, true);
  const reachedFor = (event) => {
    if (event.target.closest && event.target.closest('[${CODE_PART_ATTRIBUTE}]')) root.setAttribute('${CODE_WANTED_ATTRIBUTE}', '');
  };
  for (const type of ['pointerdown', 'keydown', 'input', 'change']) {
    document.addEventListener(type, reachedFor, { capture: true, passive: true });
  }
  document.addEventListener('toggle', (event) => {
    const popover = event.target;
    if (!popover.id) return;
    for (const invoker of document.querySelectorAll('[popovertarget="' + popover.id + '"][aria-expanded]')) {
      invoker.setAttribute('aria-expanded', String(event.newState === 'open'));
    }
  }, true);
})();`;

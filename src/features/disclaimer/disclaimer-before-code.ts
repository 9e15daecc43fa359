import { MAIN_CONTENT_ID } from '../../components/layout/main-content';
import { takenOver } from '../../runtime/markers';
import { acceptDisclaimer, markDisclaimerState } from './disclaimer-storage';

/** Mark the dialog, the standalone screen's form and the I AGREE box, for the code below. */
export const DISCLAIMER_DIALOG_ATTRIBUTE = 'data-disclaimer-dialog';
export const DISCLAIMER_FORM_ATTRIBUTE = 'data-disclaimer-form';
export const DISCLAIMER_AGREE_ATTRIBUTE = 'data-disclaimer-agree';

/** `selector`'s element around `element`, while the page's first script still owns it. */
function ownedByPage<T extends Element>(element: EventTarget | null, selector: string): T | null {
  const found = element instanceof Element ? element.closest<T>(selector) : null;
  return found && !takenOver(found) ? found : null;
}

/** On /disclaimer the I AGREE button follows the box, whenever the box is ticked. */
function syncAcceptButton(form: HTMLFormElement): void {
  const box = form.querySelector<HTMLInputElement>(`[${DISCLAIMER_AGREE_ATTRIBUTE}]`);
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (box && button) button.disabled = !box.checked;
}

/**
 * The disclaimer before the app's code (from the page's first script, src/early-page.ts). A
 * visitor who accepted before never sees the dialog: the page is marked before it is painted, and
 * /disclaimer sends them to / at once (returns false: the page goes no further). On a first visit
 * the stylesheet shows the dialog from the first paint while the page is marked pending, and this
 * makes it a true modal as soon as the page is parsed. Ticking I AGREE closes it and stores the
 * acceptance. With JavaScript off the stylesheet alone shows it and hides it once the box is ticked.
 */
export function disclaimerBeforeCode(): boolean {
  const accepted = markDisclaimerState();
  if (accepted && /^\/disclaimer\/?$/.test(location.pathname)) {
    location.replace('/');
    return false;
  }
  document.addEventListener('readystatechange', () => {
    // Parsed: long before the app's code can have taken either over.
    if (document.readyState !== 'interactive') return;
    const dialog = document.querySelector<HTMLDialogElement>(`[${DISCLAIMER_DIALOG_ATTRIBUTE}]`);
    if (dialog && !accepted && !dialog.open) {
      dialog.addEventListener('cancel', (event) => event.preventDefault());
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    }
    const form = document.querySelector<HTMLFormElement>(`[${DISCLAIMER_FORM_ATTRIBUTE}]`);
    if (form) syncAcceptButton(form);
  });
  document.addEventListener('change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.hasAttribute(DISCLAIMER_AGREE_ATTRIBUTE)) return;
    const form = ownedByPage<HTMLFormElement>(box, `[${DISCLAIMER_FORM_ATTRIBUTE}]`);
    if (form) return syncAcceptButton(form);
    const dialog = ownedByPage<HTMLDialogElement>(box, `dialog[${DISCLAIMER_DIALOG_ATTRIBUTE}]`);
    if (!dialog || !box.checked) return;
    acceptDisclaimer();
    dialog.close();
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  });
  document.addEventListener('submit', (event) => {
    const form = ownedByPage<HTMLFormElement>(event.target, `[${DISCLAIMER_FORM_ATTRIBUTE}]`);
    if (!form) return;
    event.preventDefault();
    acceptDisclaimer();
    location.assign(form.action);
  });
  return true;
}

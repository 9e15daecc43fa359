import { focusMainContent } from '../../components/layout/main-content';
import { acceptDisclaimer, isDisclaimerAccepted, markDisclaimerState } from './disclaimer-storage';
import {
  DISCLAIMER_AGREE_ATTRIBUTE,
  DISCLAIMER_DIALOG_ATTRIBUTE,
  DISCLAIMER_FORM_ATTRIBUTE,
} from '../../lib/page-marks';

/** `selector`'s element around `target`, if any. */
function around<T extends Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

/** On /disclaimer the I AGREE button follows the box, whenever the box is ticked. */
export function syncAcceptButton(form: HTMLFormElement | null): void {
  const box = form?.querySelector<HTMLInputElement>(`[${DISCLAIMER_AGREE_ATTRIBUTE}]`);
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (box && button) button.disabled = !box.checked;
}

/** Shows the dialog as a modal, reading from its top, unless the visitor has accepted. */
export function showDisclaimerDialog(dialog: HTMLDialogElement | null): void {
  if (!dialog || dialog.open || isDisclaimerAccepted()) return;
  dialog.showModal();
  dialog.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
}

/**
 * The disclaimer's every rule, from the page's first script (src/first-script.ts) on, for the
 * prerendered dialog and form and for those the app renders later alike (the app's components are
 * their markup, and call the two functions above when they render one): one owner throughout.
 *
 * A visitor who accepted before never sees the dialog: the page is marked before it is painted,
 * and /disclaimer sends them to / at once (returns false: the page goes no further). On a first
 * visit the stylesheet shows the dialog from the first paint while the page is marked pending,
 * and `disclaimerParsed` makes it a true modal as soon as the page is parsed. Escape and the
 * browser's close requests are refused; ticking I AGREE closes it, stores the acceptance and
 * moves focus to the page. With JavaScript off the stylesheet alone shows it and hides it once the
 * box is ticked.
 */
export function startDisclaimer(): boolean {
  if (markDisclaimerState() && /^\/disclaimer\/?$/.test(location.pathname)) {
    location.replace('/');
    return false;
  }
  const dialogAround = (target: EventTarget | null) =>
    around<HTMLDialogElement>(target, `dialog[${DISCLAIMER_DIALOG_ATTRIBUTE}]`);
  // `cancel` and `close` do not bubble: heard on their way down.
  document.addEventListener(
    'cancel',
    (event) => dialogAround(event.target) && event.preventDefault(),
    true,
  );
  // A browser may force a close after repeated Escape presses: the dialog goes straight back.
  document.addEventListener(
    'close',
    (event) => showDisclaimerDialog(dialogAround(event.target)),
    true,
  );
  document.addEventListener('change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.hasAttribute(DISCLAIMER_AGREE_ATTRIBUTE)) return;
    syncAcceptButton(around(box, `form[${DISCLAIMER_FORM_ATTRIBUTE}]`));
    const dialog = dialogAround(box);
    if (!dialog || !box.checked) return;
    acceptDisclaimer();
    dialog.close();
    focusMainContent();
  });
  document.addEventListener('submit', (event) => {
    const form = around<HTMLFormElement>(event.target, `form[${DISCLAIMER_FORM_ATTRIBUTE}]`);
    if (!form) return;
    event.preventDefault();
    acceptDisclaimer();
    location.assign(form.action);
  });
  return true;
}

/** Once the page is parsed (long before the app's code): the dialog and the form as they are. */
export function disclaimerParsed(): void {
  showDisclaimerDialog(document.querySelector(`dialog[${DISCLAIMER_DIALOG_ATTRIBUTE}]`));
  syncAcceptButton(document.querySelector(`form[${DISCLAIMER_FORM_ATTRIBUTE}]`));
}

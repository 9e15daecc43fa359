import { useId } from 'react';
import { disclaimerContent } from '../../content/disclaimer';
import { trapTabKey } from '../../lib/use-modal-dialog';
import { partAttributes } from '../../runtime/wanted';
import { showDisclaimerDialog } from './disclaimer-behaviour';
import { AgreeCheckbox, DisclaimerText } from './disclaimer-text';
import { useDisclaimerStatus } from './use-disclaimer-status';
import { DISCLAIMER_DIALOG_ATTRIBUTE } from '../../lib/page-marks';

/**
 * The blocking disclaimer on the home page's first visit. A modal `<dialog>` with no close button:
 * Escape, outside clicks and the browser's close requests are all refused; ticking 'I AGREE' is the
 * only way out. Its rules are one module's, from the page's first script on, for the prerendered
 * dialog and this one alike (disclaimer-behaviour.ts); the code, wanted once the dialog is used,
 * adds only that Tab wraps around inside it (before the code, the browser's modal lets Tab out to
 * its own controls).
 */
/**
 * The dialog's element, as React attaches it: shown by the one rule (a dialog rendered afresh,
 * the home page opened by a link, as much as the prerendered one), with Tab kept inside it.
 */
function adoptDialog(dialog: HTMLDialogElement | null): (() => void) | undefined {
  if (!dialog) return undefined;
  showDisclaimerDialog(dialog);
  const trap = (event: KeyboardEvent) => trapTabKey(event, dialog);
  dialog.addEventListener('keydown', trap);
  return () => dialog.removeEventListener('keydown', trap);
}

export function DisclaimerDialog() {
  const status = useDisclaimerStatus();
  const titleId = useId();
  const bodyId = useId();

  if (status === 'accepted') return null;

  return (
    <dialog
      ref={adoptDialog}
      className="disclaimer-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Chromium honours this: no light dismiss, no Escape.
      {...{ closedby: 'none', [DISCLAIMER_DIALOG_ATTRIBUTE]: '', ...partAttributes('used') }}
    >
      <div className="disclaimer-dialog-body">
        <h2 id={titleId} tabIndex={-1} className="disclaimer-title">
          {disclaimerContent.title}
        </h2>
        <div id={bodyId}>
          <DisclaimerText headingLevel="h3" />
        </div>
        <AgreeCheckbox />
      </div>
    </dialog>
  );
}

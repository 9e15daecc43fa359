import { useEffect, useId, useRef } from 'react';
import { focusMainContent } from '../../components/layout/main-content';
import { disclaimerContent } from '../../content/disclaimer';
import { useEnhanced } from '../../lib/use-enhanced';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { acceptDisclaimer, isDisclaimerAccepted } from './disclaimer-storage';
import { AgreeCheckbox, DisclaimerText } from './disclaimer-text';
import { part } from '../../runtime/demand';
import { takeOver } from '../../runtime/markers';
import { DISCLAIMER_DIALOG_ATTRIBUTE } from './disclaimer-before-code';
import { useDisclaimerStatus } from './use-disclaimer-status';

/**
 * The blocking disclaimer on the home page's first visit. A modal `<dialog>` with no close button:
 * Escape, outside clicks and the browser's close requests are all refused; ticking 'I AGREE' is the
 * only way out. It is in the prerendered page, where the page's first script (disclaimer-before-code.ts) and
 * the stylesheet show it from the first paint; the app takes it over when its code arrives.
 */
export function DisclaimerDialog() {
  const status = useDisclaimerStatus();
  const enhanced = useEnhanced();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Browsers may force a close after repeated Escape presses; put the dialog straight back.
  const dialogRef = useModalDialog(status === 'pending', (dialog) => {
    if (!isDisclaimerAccepted()) dialog.showModal();
  });

  useEffect(() => {
    // Start reading at the top, not at the checkbox at the bottom.
    if (status === 'pending') titleRef.current?.focus();
  }, [status]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const refuse = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', refuse);
    return () => dialog.removeEventListener('cancel', refuse);
  }, [dialogRef]);

  if (status === 'accepted') return null;

  return (
    <dialog
      ref={dialogRef}
      className="disclaimer-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Chromium honours this: no light dismiss, no Escape.
      {...{ closedby: 'none', [DISCLAIMER_DIALOG_ATTRIBUTE]: '', ...part('used') }}
      {...takeOver(enhanced)}
    >
      <div className="disclaimer-dialog-body">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="disclaimer-title">
          {disclaimerContent.title}
        </h2>
        <div id={bodyId}>
          <DisclaimerText headingLevel="h3" />
        </div>
        <AgreeCheckbox
          onChange={(checked) => {
            if (!checked) return;
            acceptDisclaimer();
            // Closed here rather than by unmounting, so the page is no longer inert when focus
            // moves to it; a dialog taken out of the document leaves focus on <body>.
            dialogRef.current?.close();
            focusMainContent();
          }}
        />
      </div>
    </dialog>
  );
}

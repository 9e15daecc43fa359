import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { outboxCopy as copy } from '../../../content/outbox';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { useOutbox } from './outbox-context';
import { OutboxItemEntry } from './outbox-item-entry';

/** The current time, refreshed every `intervalMs` while `active`, so ages stay right. */
function useNow(active: boolean, intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const refresh = () => setNow(Date.now());
    const start = setTimeout(refresh, 0);
    const timer = setInterval(refresh, intervalMs);
    return () => {
      clearTimeout(start);
      clearInterval(timer);
    };
  }, [active, intervalMs]);
  return now;
}

/**
 * The outbox panel: a modal `<dialog>` listing every enquiry kept on this device. Escape, the
 * close button and a click on the backdrop close it; focus returns to the header button.
 */
export function OutboxPanel({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const { items, retrying, retry, discard, handToEmail, panelOpen, setPanelOpen } = useOutbox();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const now = useNow(panelOpen);
  const dialogRef = useModalDialog(panelOpen, () => {
    setPanelOpen(false);
    returnFocusTo.current?.focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const closeOnBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('click', closeOnBackdropClick);
    return () => dialog.removeEventListener('click', closeOnBackdropClick);
  }, [dialogRef]);

  const discardAndRefocus = async (id: string) => {
    await discard(id);
    // The entry and its buttons are gone; keep focus inside the panel.
    closeButton.current?.focus();
  };

  return (
    <dialog ref={dialogRef} id="outbox-panel" className="outbox-panel" aria-labelledby={titleId}>
      <div className="outbox-panel-top">
        <h2 id={titleId} className="outbox-panel-title">
          {copy.panelTitle}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="icon-button"
          aria-label={copy.close}
          onClick={() => dialogRef.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      {items.length === 0 ? (
        <p role="status">{copy.empty}</p>
      ) : (
        <>
          <p className="outbox-panel-intro">{copy.panelIntro}</p>
          <ul role="list" className="outbox-list" aria-label={copy.listLabel}>
            {items.map((item) => (
              <OutboxItemEntry
                key={item.id}
                item={item}
                now={now}
                retrying={retrying.has(item.id)}
                onRetry={() => retry(item.id)}
                onEmail={() => {
                  handToEmail(item.id).catch((error: unknown) =>
                    console.warn('Could not mark the enquiry as emailed:', error),
                  );
                }}
                onDiscard={() => void discardAndRefocus(item.id)}
              />
            ))}
          </ul>
        </>
      )}
    </dialog>
  );
}

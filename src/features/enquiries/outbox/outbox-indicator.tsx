import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { OutboxIcon } from '../../../components/ui/icons';
import { outboxCopy as copy } from '../../../content/outbox';
import { useOutbox } from './outbox-context';
import type { OutboxItem } from './outbox-item';
import { OutboxPanel } from './outbox-panel';

/**
 * The header's outbox button, with the number of enquiries kept on this device, and its panel.
 * Nothing shows while the outbox is empty.
 */
export function OutboxIndicator() {
  const { items, panelOpen, setPanelOpen } = useOutbox();
  const button = useRef<HTMLButtonElement>(null);
  const count = (status: OutboxItem['status']) =>
    items.filter((item) => item.status === status).length;
  const attention = count('attention');

  if (items.length === 0 && !panelOpen) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button outbox-indicator"
        data-attention={attention > 0 ? 'true' : 'false'}
        aria-label={copy.indicatorLabel({
          waiting: count('waiting'),
          attention,
          emailed: count('emailed'),
        })}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        aria-controls="outbox-panel"
        onClick={() => setPanelOpen(true)}
      >
        <OutboxIcon />
        {items.length > 0 ? (
          <span className="outbox-count" aria-hidden="true">
            {items.length}
          </span>
        ) : null}
      </button>
      {/* Outside the header, so the header's styles (light icons over a hero) never reach it. */}
      {createPortal(<OutboxPanel returnFocusTo={button} />, document.body)}
    </>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { outboxCopy as copy } from '../../../content/outbox';
import { enquiryMailto } from './enquiry-mailto';
import type { OutboxItem } from './outbox-item';
import { savedAge } from './saved-age';

function reasonFor(item: OutboxItem): string | null {
  if (item.status === 'emailed') return copy.reason.emailed;
  const error = item.lastError;
  if (!error) return null;
  if (error.kind === 'no-answer') return copy.reason.noAnswer;
  if (error.kind === 'retryable') return copy.reason.busy(error.status);
  if (error.status === 409) return copy.reason.conflict;
  const fields = Object.values(error.fields ?? {});
  return copy.reason.refused([error.message, ...fields].join(' '));
}

interface OutboxItemEntryProps {
  item: OutboxItem;
  now: number;
  retrying: boolean;
  onRetry: () => void;
  /** The visitor opened the email version. */
  onEmail: () => void;
  onDiscard: () => void;
}

/** One saved enquiry: which form, how old, its state and why, and what the visitor can do. */
export function OutboxItemEntry({
  item,
  now,
  retrying,
  onRetry,
  onEmail,
  onDiscard,
}: OutboxItemEntryProps) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question: to the safe answer when asked, back to Discard when kept.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) discardButton.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);

  const status = retrying ? copy.status.sending : copy.status[item.status];
  const reason = reasonFor(item);

  return (
    <li className="outbox-item" data-status={item.status} aria-labelledby={nameId}>
      <h3 id={nameId} className="outbox-item-name">
        {item.formLabel}
      </h3>
      <p className="outbox-item-meta">
        <time dateTime={new Date(item.createdAt).toISOString()}>
          {copy.savedAt(savedAge(item.createdAt, now))}
        </time>
        <span className="outbox-item-status">{status}</span>
      </p>
      {reason ? <p className="outbox-item-reason">{reason}</p> : null}
      {confirming ? (
        <div className="outbox-item-confirm" role="group" aria-labelledby={`${nameId}-confirm`}>
          <p id={`${nameId}-confirm`}>{copy.confirmDiscard}</p>
          <div className="outbox-item-actions">
            <button
              type="button"
              className="button button-primary button-small"
              onClick={onDiscard}
            >
              {copy.confirmDiscardYes}
            </button>
            <button
              ref={keepButton}
              type="button"
              className="button button-secondary button-small"
              onClick={() => setConfirming(false)}
            >
              {copy.confirmDiscardNo}
            </button>
          </div>
        </div>
      ) : (
        <div className="outbox-item-actions">
          <button
            type="button"
            className="button button-primary button-small"
            aria-disabled={retrying}
            onClick={() => {
              if (!retrying) onRetry();
            }}
          >
            {copy.retryNow}
          </button>
          <a
            className="button button-secondary button-small"
            href={enquiryMailto(item)}
            onClick={onEmail}
          >
            {copy.sendByEmail}
          </a>
          <button
            ref={discardButton}
            type="button"
            className="button button-secondary button-small"
            onClick={() => setConfirming(true)}
          >
            {copy.discard}
          </button>
        </div>
      )}
    </li>
  );
}

import { useEffect, useRef, useState } from 'react';
import { sentNotificationCopy as copy } from '../../../content/sent-notification';
import {
  acceptSentNotification,
  declineSentNotification,
  mayOfferSentNotification,
  whenEnquiryGone,
} from './sent-notification-offer';

/** Asking; done (answered, or the enquiry has gone); or refused, which leaves one line. */
type OfferState = 'asking' | 'done' | 'refused';

const holdsFocus = (element: HTMLElement | null) =>
  element?.contains(document.activeElement) ?? false;

/**
 * The offer to be told when the kept enquiry `enquiryId` has gone, as a button pair in a
 * confirmation that stays on the page (the capital raising form's thank-you). Gone once answered
 * or once the enquiry has gone; after a refusal, one line on where to change it. `onAnswered`
 * lets the confirmation take the focus back when the buttons went from under it.
 */
export function SentNotificationOfferButtons({
  enquiryId,
  onAnswered,
}: {
  enquiryId: string;
  onAnswered?: () => void;
}) {
  // Read once, as the confirmation appears: the offer does not come and go under the visitor.
  const [offered] = useState(mayOfferSentNotification);
  const [state, setState] = useState<OfferState>('asking');
  const group = useRef<HTMLDivElement>(null);
  const focusWasHere = useRef(false);
  const leave = (next: OfferState) => {
    focusWasHere.current = holdsFocus(group.current);
    setState(next);
  };

  useEffect(() => {
    if (!offered) return;
    return whenEnquiryGone(enquiryId, () => {
      focusWasHere.current = holdsFocus(group.current);
      setState((now) => (now === 'asking' ? 'done' : now));
    });
  }, [offered, enquiryId]);
  useEffect(() => {
    if (state === 'asking' || !focusWasHere.current) return;
    focusWasHere.current = false;
    onAnswered?.();
  }, [state, onAnswered]);

  if (!offered) return null;
  if (state === 'refused') return <p className="sent-notification-refused">{copy.refused}</p>;
  if (state !== 'asking') return null;
  return (
    <div className="sent-notification-offer" role="group" aria-label={copy.question} ref={group}>
      <p>{copy.question}</p>
      <div className="sent-notification-offer-buttons">
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => {
            leave('done');
            void acceptSentNotification(enquiryId).then((answer) => {
              if (answer === 'refused') setState('refused');
            });
          }}
        >
          {copy.accept}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            declineSentNotification();
            leave('done');
          }}
        >
          {copy.decline}
        </button>
      </div>
    </div>
  );
}

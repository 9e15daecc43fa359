import { useState } from 'react';
import { sentNotificationCopy as copy } from '../../../content/sent-notification';
import {
  acceptSentNotification,
  declineSentNotification,
  mayOfferSentNotification,
} from './sent-notification-offer';

/**
 * The offer to be told when a kept enquiry has gone, as a button pair in a confirmation that
 * stays on the page (the capital raising form's thank-you). Gone once answered; `onAnswered` lets
 * the confirmation take the focus back from the button that went.
 */
export function SentNotificationOfferButtons({ onAnswered }: { onAnswered?: () => void }) {
  // Read once, as the confirmation appears: the offer does not come and go under the visitor.
  const [offered] = useState(mayOfferSentNotification);
  const [answered, setAnswered] = useState(false);
  if (!offered || answered) return null;
  const answer = (choose: () => unknown) => () => {
    choose();
    setAnswered(true);
    onAnswered?.();
  };
  return (
    <div className="sent-notification-offer" role="group" aria-label={copy.question}>
      <p>{copy.question}</p>
      <div className="sent-notification-offer-buttons">
        <button
          type="button"
          className="button button-primary button-small"
          onClick={answer(acceptSentNotification)}
        >
          {copy.accept}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={answer(declineSentNotification)}
        >
          {copy.decline}
        </button>
      </div>
    </div>
  );
}

import type { FormEventHandler, ReactNode } from 'react';
import { HONEYPOT_FIELD } from '#shared/honeypot-field';
import { HoneypotField } from '../../../components/ui/form-fields';
import { enquiryFormCopy as copy } from '../../../content/enquiry-forms';
import { markEnhanced, useEnhanced } from '../../../runtime/enhanced';
import { prepareToSend } from '../enquiry-client-download';
import { ENQUIRY_FORM_ACTION } from './enquiry-form-action';
import { PRESSED_ATTRIBUTE } from '../../../lib/page-marks';

/**
 * An enquiry form as the prerendered page holds it: a real form that posts itself to the function,
 * the browser validating it, until the form's code hydrates it; from then on the code validates
 * it and sends it through the outbox instead (`onSubmit`), so a press goes one way, never both.
 */
export function NativeEnquiryForm({
  page,
  label,
  onSubmit,
  submitButton,
  children,
}: {
  /** The `page` the enquiry is sent with, posted as a hidden field. */
  page: string;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitButton: ReactNode;
  children: ReactNode;
}) {
  const enhanced = useEnhanced();
  return (
    <form
      className="enquiry-form"
      method="post"
      action={ENQUIRY_FORM_ACTION}
      onSubmit={(event) => {
        // The press is this code's now: a starter that held it (a press as the code hydrated the
        // form) leaves it, so it goes one way (src/runtime/held-presses.ts).
        event.currentTarget.removeAttribute(PRESSED_ATTRIBUTE);
        onSubmit(event);
      }}
      // The visitor is filling it in: the client that sends it downloads meanwhile, not on send.
      onInput={prepareToSend}
      noValidate={enhanced}
      aria-label={label}
      // Pressed before this, the page holds the press (src/runtime/held-presses.ts).
      {...markEnhanced(enhanced)}
      // The page marks that press on the form (data-pressed) before React hydrates it, for the
      // code to carry out: not a mismatch to warn of.
      suppressHydrationWarning
    >
      <input type="hidden" name="page" value={page} />
      <p className="form-note">{copy.requiredNote}</p>
      {children}
      <HoneypotField name={HONEYPOT_FIELD} />
      {submitButton}
    </form>
  );
}

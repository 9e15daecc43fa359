import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CapitalRaisingFormSchema,
  ENQUIRY_PAGES,
  FUNDING_REQUIREMENTS,
  HONEYPOT_FIELD,
  type CapitalRaisingFormInput,
  type CapitalRaisingFormValues,
} from '../../../../supabase/functions/_shared/enquiry-schema';
import {
  CheckboxField,
  HoneypotField,
  SelectField,
  TextField,
} from '../../../components/ui/form-fields';
import { enquiryFormCopy as copy } from '../../../content/enquiry-forms';
import { useEnquirySubmission, type SubmissionState } from './use-enquiry-submission';

const FUNDING_PROMPT = 'select';

const EMPTY_FORM: CapitalRaisingFormInput = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  contactNumber: '',
  fundingRequirement: FUNDING_PROMPT,
  message: '',
  consent: false,
};

/**
 * The capital raising enquiry. Once sent, or saved on this device to be sent, it gives way to a
 * thank-you note that says which.
 */
export function CapitalRaisingForm() {
  const [done, setDone] = useState<Exclude<SubmissionState, 'failed'> | null>(null);
  const thankYou = useRef<HTMLDivElement>(null);
  const { submitEnquiry, sending } = useEnquirySubmission({
    formLabel: copy.capitalFormLabel,
    failure: copy.capitalFailure,
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<CapitalRaisingFormInput, unknown, CapitalRaisingFormValues>({
    resolver: valibotResolver(CapitalRaisingFormSchema),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const consented = useWatch({ control, name: 'consent' });

  // The form is gone; tell keyboard and screen reader users where they are now.
  useEffect(() => {
    if (done) thankYou.current?.focus();
  }, [done]);

  const submit = handleSubmit(async (values, event) => {
    const state = await submitEnquiry({ ...values, page: ENQUIRY_PAGES.capitalRaising }, event);
    if (state === 'failed') return;
    reset(EMPTY_FORM);
    setDone(state);
  });

  if (done) {
    const thanks = done === 'sent' ? copy.thankYou : copy.thankYouSaved;
    return (
      <div className="thank-you" ref={thankYou} tabIndex={-1} role="status">
        <h3>{thanks.title}</h3>
        <p>{thanks.text}</p>
      </div>
    );
  }

  return (
    <form className="enquiry-form" onSubmit={submit} noValidate aria-label={copy.capitalFormLabel}>
      <p className="form-note">{copy.requiredNote}</p>
      <div className="form-row">
        <TextField
          label={copy.firstName}
          registration={register('firstName')}
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
        <TextField
          label={copy.lastName}
          registration={register('lastName')}
          error={errors.lastName?.message}
          autoComplete="family-name"
        />
      </div>
      <TextField
        label={copy.companyName}
        registration={register('companyName')}
        error={errors.companyName?.message}
        autoComplete="organization"
      />
      <div className="form-row">
        <TextField
          label={copy.email}
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          autoComplete="email"
        />
        <TextField
          label={copy.contactNumber}
          type="tel"
          registration={register('contactNumber')}
          error={errors.contactNumber?.message}
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <SelectField
        label={copy.fundingRequirement}
        registration={register('fundingRequirement')}
        error={errors.fundingRequirement?.message}
        options={FUNDING_REQUIREMENTS}
        prompt={{ value: FUNDING_PROMPT, label: copy.fundingPrompt }}
      />
      <TextField
        label={copy.message}
        rows={5}
        registration={register('message')}
        error={errors.message?.message}
      />
      <CheckboxField
        label={copy.consentLabel}
        registration={register('consent')}
        error={errors.consent?.message}
      >
        {copy.consentText}
      </CheckboxField>
      <HoneypotField name={HONEYPOT_FIELD} />
      <button
        type="submit"
        className="button button-primary form-submit"
        disabled={sending || !consented}
      >
        {sending ? copy.capitalSending : copy.capitalSubmit}
      </button>
    </form>
  );
}

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
} from '../../../supabase/functions/_shared/enquiry-schema';
import {
  CheckboxField,
  HoneypotField,
  SelectField,
  TextField,
} from '../../components/ui/form-fields';
import { enquiryFormCopy as copy } from '../../content/enquiry-forms';
import { useEnquirySubmission } from './use-enquiry-submission';

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

/** The capital raising enquiry. After a successful send it gives way to a thank-you note. */
export function CapitalRaisingForm() {
  const [sent, setSent] = useState(false);
  const thankYou = useRef<HTMLDivElement>(null);
  const { submitEnquiry, sending } = useEnquirySubmission(copy.capitalFailure);
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
    if (sent) thankYou.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async (values, event) => {
    if (!(await submitEnquiry({ ...values, page: ENQUIRY_PAGES.capitalRaising }, event))) return;
    reset(EMPTY_FORM);
    setSent(true);
  });

  if (sent) {
    return (
      <div className="thank-you" ref={thankYou} tabIndex={-1} role="status">
        <h3>{copy.thankYou.title}</h3>
        <p>{copy.thankYou.text}</p>
      </div>
    );
  }

  return (
    <form
      className="enquiry-form"
      onSubmit={submit}
      noValidate
      aria-label="Capital raising enquiry"
    >
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

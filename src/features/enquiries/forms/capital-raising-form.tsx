import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CapitalRaisingFormSchema,
  ENQUIRY_PAGES,
  FUNDING_REQUIREMENTS,
  type CapitalRaisingFormInput,
  type CapitalRaisingFormValues,
} from '#shared/enquiry-schema';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields';
import { enquiryFormCopy as copy } from '../../../content/enquiry-forms';
import { useEnhanced } from '../../../runtime/enhanced';
import { SentNotificationOfferButtons } from '../outbox/sent-notification-offer-buttons';
import { formConstraintsByStage } from './native-constraints';
import { NativeEnquiryForm } from './native-enquiry-form';
import { useEnquirySubmission, type Submission } from './use-enquiry-submission';

const FUNDING_PROMPT = '';
const nativeConstraints = formConstraintsByStage(CapitalRaisingFormSchema);

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
  const [done, setDone] = useState<Submission | null>(null);
  const thankYou = useRef<HTMLDivElement>(null);
  // Until the code has taken the form over, the browser validates it and posts it itself.
  const enhanced = useEnhanced();
  const constraints = enhanced ? nativeConstraints.enhanced : nativeConstraints.plain;
  const { submitEnquiry, sending } = useEnquirySubmission({
    formLabel: copy.capitalFormLabel,
    failure: copy.capitalFailure,
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CapitalRaisingFormInput, unknown, CapitalRaisingFormValues>({
    resolver: valibotResolver(CapitalRaisingFormSchema),
    defaultValues: EMPTY_FORM,
    // Messages come on submit, never as a field loses focus: a message appearing between the
    // press and the release of the submit button would move it from under the pointer.
  });
  // Read as the form renders, not kept by a hook of its own (useWatch): a tick given before the
  // code is taken by the form as it registers the box, and the render right after (the form
  // being ready) shows it; useWatch would hold on to the value it read before. (The rule below
  // warns of the React Compiler, which this project does not use.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const consented = watch('consent');

  // The form is gone; tell keyboard and screen reader users where they are now.
  useEffect(() => {
    if (done) thankYou.current?.focus();
  }, [done]);

  const submit = handleSubmit(async (values, event) => {
    const submission = await submitEnquiry(
      { ...values, page: ENQUIRY_PAGES.capitalRaising },
      event,
    );
    if (submission.state === 'failed') return;
    reset(EMPTY_FORM);
    setDone(submission);
  });

  if (done) {
    const thanks = done.state === 'sent' ? copy.thankYou : copy.thankYouSaved;
    return (
      <div className="thank-you" ref={thankYou} tabIndex={-1} role="status">
        <h3>{thanks.title}</h3>
        <p>{thanks.text}</p>
        {done.state === 'saved' && (
          <SentNotificationOfferButtons
            enquiryId={done.id}
            onAnswered={() => thankYou.current?.focus()}
          />
        )}
      </div>
    );
  }

  return (
    <NativeEnquiryForm
      page={ENQUIRY_PAGES.capitalRaising}
      label={copy.capitalFormLabel}
      onSubmit={submit}
      submitButton={
        <button
          type="submit"
          className="button button-primary form-submit"
          // Disabled until consent is given once the code runs; before, the consent box's own
          // `required` holds the form back, and a tick given then is not undone by the code.
          disabled={enhanced && (sending || !consented)}
        >
          {sending ? copy.capitalSending : copy.capitalSubmit}
        </button>
      }
    >
      <div className="form-row">
        <TextField
          label={copy.firstName}
          registration={register('firstName')}
          native={constraints.firstName}
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
        <TextField
          label={copy.lastName}
          registration={register('lastName')}
          native={constraints.lastName}
          error={errors.lastName?.message}
          autoComplete="family-name"
        />
      </div>
      <TextField
        label={copy.companyName}
        registration={register('companyName')}
        native={constraints.companyName}
        error={errors.companyName?.message}
        autoComplete="organization"
      />
      <div className="form-row">
        <TextField
          label={copy.email}
          type="email"
          registration={register('email')}
          native={constraints.email}
          error={errors.email?.message}
          autoComplete="email"
        />
        <TextField
          label={copy.contactNumber}
          type="tel"
          registration={register('contactNumber')}
          native={constraints.contactNumber}
          error={errors.contactNumber?.message}
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <SelectField
        label={copy.fundingRequirement}
        registration={register('fundingRequirement')}
        native={constraints.fundingRequirement}
        error={errors.fundingRequirement?.message}
        options={FUNDING_REQUIREMENTS}
        prompt={{ value: FUNDING_PROMPT, label: copy.fundingPrompt }}
      />
      <TextField
        label={copy.message}
        rows={5}
        registration={register('message')}
        native={constraints.message}
        error={errors.message?.message}
      />
      <CheckboxField
        label={copy.consentLabel}
        registration={register('consent')}
        native={constraints.consent}
        error={errors.consent?.message}
      >
        {copy.consentText}
      </CheckboxField>
    </NativeEnquiryForm>
  );
}

import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/toast';
import {
  ContactFormSchema,
  COUNTRIES,
  DEFAULT_PHONE_CODE,
  PHONE_CODES,
  type ContactEnquiry,
  type ContactFormInput,
  type ContactFormValues,
} from '#shared/enquiry-schema';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { enquiryFormCopy as copy } from '../../../content/enquiry-forms';
import { useEnhanced } from '../../../runtime/enhanced';
import { sentNotificationToastOffer } from '../outbox/sent-notification-offer';
import { formConstraintsByStage } from './native-constraints';
import { NativeEnquiryForm } from './native-enquiry-form';
import { useEnquirySubmission } from './use-enquiry-submission';

const COUNTRY_PROMPT = '';
const nativeConstraints = formConstraintsByStage(ContactFormSchema);

const EMPTY_FORM: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_PHONE_CODE,
  phone: '',
  country: COUNTRY_PROMPT,
  message: '',
};

const phoneCodeOptions = PHONE_CODES.map(({ code, label }) => ({
  value: code,
  label: `${code} ${label}`,
}));
const countryOptions = COUNTRIES.map((country) => ({ value: country, label: country }));

/**
 * The contact form: on the home page ('Contact Form') and, with the same fields and rules, on the
 * fixed income and alternative assets pages.
 */
export function ContactForm({ page }: { page: ContactEnquiry['page'] }) {
  const formLabel = copy.contactFormLabel(page);
  // Until the code has taken the form over, the browser validates it and posts it itself.
  const enhanced = useEnhanced();
  const constraints = enhanced ? nativeConstraints.enhanced : nativeConstraints.plain;
  const { submitEnquiry, sending } = useEnquirySubmission({
    formLabel,
    failure: copy.contactFailure,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: valibotResolver(ContactFormSchema),
    defaultValues: EMPTY_FORM,
    // Messages come on submit, never as a field loses focus: a message appearing between the
    // press and the release of the submit button would move it from under the pointer.
  });

  const submit = handleSubmit(async (values, event) => {
    const { state, id } = await submitEnquiry({ ...values, page }, event);
    if (state === 'failed') return;
    reset(EMPTY_FORM);
    if (state === 'sent') {
      toast.success(copy.contactSuccess.title, { description: copy.contactSuccess.description });
    } else {
      toast.info(copy.contactSaved.title, {
        description: copy.contactSaved.description,
        ...sentNotificationToastOffer(id),
      });
    }
  });

  return (
    <NativeEnquiryForm
      page={page}
      label={formLabel}
      onSubmit={submit}
      submitButton={
        <button type="submit" className="button button-primary form-submit" disabled={sending}>
          {sending ? copy.contactSending : copy.contactSubmit}
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
        label={copy.email}
        type="email"
        registration={register('email')}
        native={constraints.email}
        error={errors.email?.message}
        autoComplete="email"
      />
      <div className="form-row form-row-phone">
        <SelectField
          label={copy.countryCode}
          registration={register('countryCode')}
          native={constraints.countryCode}
          error={errors.countryCode?.message}
          options={phoneCodeOptions}
          autoComplete="tel-country-code"
        />
        <TextField
          label={copy.phone}
          type="tel"
          registration={register('phone')}
          native={constraints.phone}
          error={errors.phone?.message}
          autoComplete="tel-national"
          inputMode="tel"
        />
      </div>
      <SelectField
        label={copy.country}
        registration={register('country')}
        native={constraints.country}
        error={errors.country?.message}
        options={countryOptions}
        prompt={{ value: COUNTRY_PROMPT, label: copy.countryPrompt }}
        autoComplete="country-name"
      />
      <TextField
        label={copy.message}
        rows={5}
        registration={register('message')}
        native={constraints.message}
        error={errors.message?.message}
      />
    </NativeEnquiryForm>
  );
}

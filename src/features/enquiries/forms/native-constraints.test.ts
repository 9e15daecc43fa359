import { CapitalRaisingFormSchema, ContactFormSchema } from '#shared/enquiry-schema';
import { formConstraints, withoutMaxLength } from './native-constraints';

it('reads the home form’s lengths from its schema, as the specification gives them', () => {
  const contact = formConstraints(ContactFormSchema);
  expect(contact.firstName).toEqual({ required: true, minLength: 2, maxLength: 100 });
  expect(contact.phone).toEqual({ required: true, minLength: 8, maxLength: 30 });
  expect(contact.message).toEqual({ required: true, minLength: 10, maxLength: 5000 });
  expect(contact.country).toEqual({ required: true });
});

it('reads the capital raising limits, where 1 character is simply required', () => {
  const capital = formConstraints(CapitalRaisingFormSchema);
  expect(capital.firstName).toEqual({ required: true, maxLength: 50 });
  expect(capital.companyName).toEqual({ required: true, maxLength: 100 });
  expect(capital.email).toEqual({ required: true, maxLength: 255 });
  expect(capital.contactNumber).toEqual({ required: true, maxLength: 20 });
  expect(capital.message).toEqual({ required: true, maxLength: 1000 });
  expect(capital.consent).toEqual({ required: true });
});

it('drops only the maximum lengths once the code validates', () => {
  const contact = withoutMaxLength(formConstraints(ContactFormSchema));
  expect(contact.firstName).toEqual({ required: true, minLength: 2 });
  expect(contact.email).toEqual({ required: true });
});

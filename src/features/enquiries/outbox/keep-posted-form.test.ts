import 'fake-indexeddb/auto';
import { enquiryFormCopy } from '../../../content/enquiry-forms';
import { contactPayload } from '../../../test/enquiry-payloads';
import { emptyOutbox } from '../../../test/outbox-items';
import { keepPostedForm } from './keep-posted-form';
import { readItems } from './outbox-store';

beforeEach(emptyOutbox);
afterEach(() => document.body.replaceChildren());

/** A posting form holding the shared valid enquiry, as the prerendered page has it. */
function filledForm(label: string | null): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  if (label !== null) form.setAttribute('aria-label', label);
  for (const [name, value] of Object.entries(contactPayload())) {
    if (name === 'id') continue;
    const input = document.createElement('input');
    input.name = name;
    input.value = String(value);
    form.append(input);
  }
  document.body.append(form);
  return form;
}

it('keeps the enquiry a held form holds, under the form’s name', async () => {
  keepPostedForm(filledForm('Contact Form enquiry'));
  await vi.waitFor(async () => expect(await readItems()).toHaveLength(1));
  const [item] = await readItems();
  expect(item?.formLabel).toBe('Contact Form enquiry');
  expect(item?.payload.email).toBe(contactPayload().email);
});

it('keeps it all the same from a form with no name, named by its page', async () => {
  keepPostedForm(filledForm(null));
  await vi.waitFor(async () => expect(await readItems()).toHaveLength(1));
  const [item] = await readItems();
  expect(item?.formLabel).toBe(enquiryFormCopy.contactFormLabel(contactPayload().page));
});

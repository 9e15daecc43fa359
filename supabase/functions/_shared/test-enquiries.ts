/**
 * Valid enquiries for tests, each with a fresh id: a test overrides only the fields it is about.
 * Shared by the Node tests and the function's Deno tests, so it imports nothing at run time.
 */

/** A valid enquiry from the home contact form (the Fixed Income and Alternative Assets forms too). */
export function contactEnquiry<Overrides extends object = Record<never, never>>(
  overrides?: Overrides,
) {
  return {
    id: crypto.randomUUID(),
    page: 'Contact Form' as const,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    countryCode: '+44',
    phone: '20 7946 0000',
    country: 'United Kingdom',
    message: 'I would like to hear about fixed income.',
    ...overrides,
  };
}

/** A valid enquiry from the capital raising form. */
export function capitalRaisingEnquiry<Overrides extends object = Record<never, never>>(
  overrides?: Overrides,
) {
  return {
    id: crypto.randomUUID(),
    page: 'Capital Raising' as const,
    firstName: 'Grace',
    lastName: 'Hopper',
    companyName: 'Compilers Ltd',
    email: 'grace@example.com',
    contactNumber: '+1 555 0100',
    fundingRequirement: 'equity',
    message: 'We are raising a round.',
    consent: true,
    ...overrides,
  };
}

/**
 * An enquiry as its form posts it without JavaScript: every field as text, no id (a static page
 * has none), consent as the ticked checkbox sends it and absent when not ticked.
 */
export function formFields(enquiry: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(enquiry)) {
    if (name === 'id' || value === false || value === undefined) continue;
    fields[name] = String(value);
  }
  return fields;
}

import { render } from '@testing-library/react';
import { HONEYPOT_FIELD } from '#shared/honeypot-field';
import { HoneypotField } from './form-fields';

/**
 * Words browsers' autofill and password managers look for in a field's name, id or label (from
 * Chromium's autofill regular expressions and Firefox's form autofill heuristics): a trap named
 * with one gets filled for people, and their enquiry is kept as spam.
 */
const AUTOFILL_WORDS =
  /web|site|url|homepage|company|organi[sz]ation|name|mail|phone|tel|mobile|fax|address|street|city|town|zip|post|country|region|state|card|user|login|search|coupon|promo/i;

it('carries a name no autofill recognises, and every autofill opt-out', () => {
  expect(HONEYPOT_FIELD).not.toMatch(AUTOFILL_WORDS);
  const { container } = render(<HoneypotField name={HONEYPOT_FIELD} />);
  const input = container.querySelector('input')!;
  expect(input.name).toBe(HONEYPOT_FIELD);
  expect(input.id).toBe('');
  expect(input.autocomplete).toBe('off');
  expect(input.tabIndex).toBe(-1);
  for (const optOut of ['data-1p-ignore', 'data-lpignore', 'data-bwignore', 'data-form-type']) {
    expect(input.hasAttribute(optOut), optOut).toBe(true);
  }
  expect(container.textContent).not.toMatch(AUTOFILL_WORDS);
});

import type { BaseSyntheticEvent } from 'react';
import { HONEYPOT_FIELD } from '#shared/enquiry-schema';

/** What a bot typed into the hidden trap field of the submitted form, if anything. */
export function honeypotValue(event: BaseSyntheticEvent | undefined): string | undefined {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return undefined;
  const trap = form.elements.namedItem(HONEYPOT_FIELD);
  return trap instanceof HTMLInputElement && trap.value ? trap.value : undefined;
}

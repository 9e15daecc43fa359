/**
 * The one valid-enquiry fixture the unit, function and end-to-end tests share
 * (supabase/functions/_shared/test-enquiries.ts), checked against the schema the server applies
 * and typed as the site sends it.
 */
import * as v from 'valibot';
import {
  EnquiryPayloadSchema,
  type CapitalRaisingEnquiry,
  type ContactEnquiry,
} from '#shared/enquiry-schema';
import { capitalRaisingEnquiry, contactEnquiry } from '#shared/test-enquiries';

export function contactPayload(overrides: Partial<ContactEnquiry> = {}): ContactEnquiry {
  return v.parse(EnquiryPayloadSchema, contactEnquiry(overrides)) as ContactEnquiry;
}

export function capitalRaisingPayload(
  overrides: Partial<CapitalRaisingEnquiry> = {},
): CapitalRaisingEnquiry {
  return v.parse(EnquiryPayloadSchema, capitalRaisingEnquiry(overrides)) as CapitalRaisingEnquiry;
}

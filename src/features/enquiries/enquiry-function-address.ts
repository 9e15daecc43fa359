import { siteConfig } from '../../content/site-config';
import { ENQUIRY_FUNCTION } from './enquiry-settings';

/**
 * Where enquiries go, for the form's native post and for the code's sends alike: the configured
 * Supabase project's Edge Functions, or, with none configured, the local stack's on the page's own
 * origin (`origin`; '' gives a relative address, which is what a prerendered form's action needs,
 * as no origin is known when it is rendered). The local stack checks no key.
 */
export function enquiryFunctions(origin: string): { baseUrl: string; key: string } {
  const project = siteConfig.supabase ?? { url: origin, key: 'local-publishable-key' };
  return { baseUrl: `${project.url}/functions/v1`, key: project.key };
}

/** The address of the function itself, under `enquiryFunctions`' base. */
export function enquiryFunctionUrl(origin: string): string {
  return `${enquiryFunctions(origin).baseUrl}/${ENQUIRY_FUNCTION}`;
}

import { siteConfig } from '../../content/site-config';
import { ENQUIRY_FUNCTION } from './enquiry-settings';

/**
 * Where enquiries go, for the form's native post and for the code's sends alike: the configured
 * Supabase project, or, with none configured, the local stack on the page's own origin (`origin`;
 * '' gives a relative address, which is what a prerendered form's action needs, as no origin is
 * known when it is rendered). The local stack checks no key.
 */
export function enquiryProject(origin: string): { projectUrl: string; key: string } {
  const project = siteConfig.supabase ?? { url: origin, key: 'local-publishable-key' };
  return { projectUrl: project.url, key: project.key };
}

/** The address of the function itself, where supabase-js's `functions.invoke` sends it. */
export function enquiryFunctionUrl(origin: string): string {
  return `${enquiryProject(origin).projectUrl}/functions/v1/${ENQUIRY_FUNCTION}`;
}

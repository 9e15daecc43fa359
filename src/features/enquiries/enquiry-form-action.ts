import { siteConfig } from '../../content/site-config';
import { ENQUIRY_FUNCTION } from '../../lib/constants';

/**
 * Where an enquiry form posts when the site's code has not taken it over (not arrived yet, or
 * never): the send-form-submission function, which answers a native post with a redirect to a
 * page saying how it went. The configured Supabase project, or the local stack on this origin.
 */
export const ENQUIRY_FORM_ACTION = `${siteConfig.supabase?.url ?? ''}/functions/v1/${ENQUIRY_FUNCTION}`;

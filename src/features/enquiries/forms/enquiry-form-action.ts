import { enquiryFunctionUrl } from '../enquiry-function-address';

/**
 * Where an enquiry form posts when the site's code has not hydrated it (not arrived yet, or
 * never): the send-form-submission function, which answers a native post with a redirect to a
 * page saying how it went.
 */
export const ENQUIRY_FORM_ACTION = enquiryFunctionUrl('');

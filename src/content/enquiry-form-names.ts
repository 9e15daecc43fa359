/**
 * The forms' names, as screen readers hear them and as the outbox lists saved enquiries. A module
 * of their own: the page's first code names a form it keeps before the form's code has come, and
 * would otherwise carry every word of the forms.
 */
export const contactFormLabel = (page: string) => `${page} enquiry`;
export const capitalFormLabel = 'Capital raising enquiry';

import { lazyWhenNear } from '../../lib/lazy-when-near';
import { prepareToasts } from '../../lib/toast';

/**
 * The enquiry forms as pages place them: their code (react-hook-form, valibot, the schema,
 * react-query) is downloaded when the form comes near the viewport, not with the page.
 */
export const ContactFormWhenNear = lazyWhenNear(async () => {
  // A form's toasts can come while offline, when sonner could no longer be downloaded.
  prepareToasts();
  const [{ ContactForm }, { withQueryProvider }] = await Promise.all([
    import('./contact-form'),
    import('../../lib/query-client'),
  ]);
  return withQueryProvider(ContactForm);
});

export const CapitalRaisingFormWhenNear = lazyWhenNear(async () => {
  prepareToasts();
  const [{ CapitalRaisingForm }, { withQueryProvider }] = await Promise.all([
    import('./capital-raising-form'),
    import('../../lib/query-client'),
  ]);
  return withQueryProvider(CapitalRaisingForm);
});

import type { ComponentType } from 'react';
import { lazyPart, type LazyPartProps } from '../../../runtime/part';
import { prepareToasts } from '../../../components/toast';
import { withQueries } from '../../../lib/with-queries';

/**
 * An enquiry form as pages place it: its code (react-hook-form, valibot, the schema, react-query)
 * is downloaded when the form comes near the viewport, not with the page.
 */
function formWhenNear<Props extends LazyPartProps<Props>>(
  load: () => Promise<ComponentType<Props>>,
) {
  return lazyPart(
    withQueries(() => {
      // A form's toasts can come while offline, when sonner could no longer be downloaded.
      void prepareToasts();
      return load();
    }),
  );
}

export const ContactFormWhenNear = formWhenNear(
  async () => (await import('./contact-form')).ContactForm,
);

export const CapitalRaisingFormWhenNear = formWhenNear(
  async () => (await import('./capital-raising-form')).CapitalRaisingForm,
);

import { createFileRoute } from '@tanstack/react-router';
import { fixedIncomePage } from '../content/services/fixed-income';
import { serviceArt } from '../content/media';
import { ENQUIRY_PAGES } from '../../supabase/functions/_shared/enquiry-schema';
import { ContactForm } from '../features/enquiries/contact-form';
import { ServicePage } from '../features/service-pages/service-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/fixed-income')({
  head: () => pageHead(fixedIncomePage.meta),
  component: () => (
    <ServicePage
      content={fixedIncomePage}
      art={serviceArt['/fixed-income']}
      enquiryForm={<ContactForm page={ENQUIRY_PAGES.fixedIncome} />}
    />
  ),
});

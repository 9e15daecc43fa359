import { createFileRoute } from '@tanstack/react-router';
import { fixedIncomePage } from '../content/services/fixed-income';
import { serviceArt } from '../content/media';
import { ContactFormWhenNear } from '../features/enquiries/forms/enquiry-forms-when-near';
import { ServicePage } from '../features/service-pages/service-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/fixed-income')({
  head: () => pageHead('/fixed-income'),
  component: () => (
    <ServicePage
      content={fixedIncomePage}
      art={serviceArt['/fixed-income']}
      enquiryForm={<ContactFormWhenNear page="Fixed Income" />}
    />
  ),
});

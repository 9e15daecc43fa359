import { createFileRoute } from '@tanstack/react-router';
import { capitalRaisingPage } from '../content/services/capital-raising';
import { serviceArt } from '../content/media';
import { CapitalRaisingFormWhenNear } from '../features/enquiries/forms/enquiry-forms-when-near';
import { ServicePage } from '../features/service-pages/service-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/capital-raising')({
  head: () => pageHead('/capital-raising'),
  component: () => (
    <ServicePage
      content={capitalRaisingPage}
      art={serviceArt['/capital-raising']}
      enquiryForm={<CapitalRaisingFormWhenNear />}
    />
  ),
});

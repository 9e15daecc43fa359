import { createFileRoute } from '@tanstack/react-router';
import { capitalRaisingPage } from '../content/services/capital-raising';
import { serviceArt } from '../content/media';
import { CapitalRaisingForm } from '../features/enquiries/capital-raising-form';
import { ServicePage } from '../features/service-pages/service-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/capital-raising')({
  head: () => pageHead(capitalRaisingPage.meta),
  component: () => (
    <ServicePage
      content={capitalRaisingPage}
      art={serviceArt['/capital-raising']}
      enquiryForm={<CapitalRaisingForm />}
    />
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { alternativeAssetsPage } from '../content/services/alternative-assets';
import { serviceArt } from '../content/media';
import { ContactFormWhenNear } from '../features/enquiries/forms/enquiry-forms-when-near';
import { ServicePage } from '../features/service-pages/service-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/alternative-assets')({
  head: () => pageHead('/alternative-assets'),
  component: () => (
    <ServicePage
      content={alternativeAssetsPage}
      art={serviceArt['/alternative-assets']}
      enquiryForm={<ContactFormWhenNear page="Alternative Assets" />}
    />
  ),
});

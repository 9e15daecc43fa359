import { createFileRoute } from '@tanstack/react-router';
import { alternativeAssetsPage } from '../content/services/alternative-assets';
import { serviceArt } from '../content/media';
import { ENQUIRY_PAGES } from '../../supabase/functions/_shared/enquiry-schema';
import { ContactForm } from '../features/enquiries/contact-form';
import { ServicePage } from '../features/service-pages/service-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/alternative-assets')({
  head: () => pageHead(alternativeAssetsPage.meta),
  component: () => (
    <ServicePage
      content={alternativeAssetsPage}
      art={serviceArt['/alternative-assets']}
      enquiryForm={<ContactForm page={ENQUIRY_PAGES.alternativeAssets} />}
    />
  ),
});

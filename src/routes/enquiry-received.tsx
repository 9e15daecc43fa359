import { createFileRoute } from '@tanstack/react-router';
import { enquiryOutcomeCopy } from '../content/enquiry-outcomes';
import { EnquiryOutcomePage } from '../features/enquiries/enquiry-outcome-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/enquiry-received')({
  head: () => pageHead('/enquiry-received'),
  component: () => <EnquiryOutcomePage outcome={enquiryOutcomeCopy.received} />,
});

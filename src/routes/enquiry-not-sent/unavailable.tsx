import { createFileRoute } from '@tanstack/react-router';
import { enquiryOutcomeCopy } from '../../content/enquiry-outcomes';
import { EnquiryOutcomePage } from '../../features/enquiries/enquiry-outcome-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/enquiry-not-sent/unavailable')({
  head: () => pageHead('/enquiry-not-sent/unavailable'),
  component: () => <EnquiryOutcomePage outcome={enquiryOutcomeCopy.notSent.unavailable} />,
});

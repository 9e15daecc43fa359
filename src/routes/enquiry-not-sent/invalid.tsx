import { createFileRoute } from '@tanstack/react-router';
import { enquiryOutcomeCopy } from '../../content/enquiry-outcomes';
import { EnquiryOutcomePage } from '../../features/enquiries/enquiry-outcome-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/enquiry-not-sent/invalid')({
  head: () => pageHead('/enquiry-not-sent/invalid'),
  component: () => <EnquiryOutcomePage outcome={enquiryOutcomeCopy.notSent.invalid} />,
});

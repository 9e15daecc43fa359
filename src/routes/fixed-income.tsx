import { createFileRoute } from '@tanstack/react-router';
import { fixedIncomePage } from '../content/services/fixed-income';
import { ServicePage } from '../features/service-pages/service-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/fixed-income')({
  head: () => pageHead(fixedIncomePage.meta),
  component: () => <ServicePage content={fixedIncomePage} />,
});

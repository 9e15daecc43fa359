import { createFileRoute } from '@tanstack/react-router';
import { riskDisclosure } from '../content/legal/risk-disclosure';
import { LegalPage } from '../features/legal/legal-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/risk-disclosure')({
  head: () => pageHead('/risk-disclosure'),
  component: () => <LegalPage document={riskDisclosure} />,
});

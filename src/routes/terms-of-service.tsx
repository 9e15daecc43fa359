import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../content/legal/terms-of-service';
import { LegalPage } from '../features/legal/legal-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageHead('/terms-of-service'),
  component: () => <LegalPage document={termsOfService} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../content/legal/privacy-policy';
import { LegalPage } from '../features/legal/legal-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('/privacy-policy'),
  component: () => <LegalPage document={privacyPolicy} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { DisclaimerScreen } from '../features/disclaimer/disclaimer-screen';
import { pageHead } from '../lib/page-head';

// A visitor who accepted before is sent to / by the page's first script (disclaimer-behaviour.ts);
// no link of the site leads here, so the app never opens this page itself.
export const Route = createFileRoute('/disclaimer')({
  head: () => pageHead('/disclaimer'),
  component: DisclaimerScreen,
});

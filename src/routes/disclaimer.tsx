import { createFileRoute, redirect } from '@tanstack/react-router';
import { isDisclaimerAccepted } from '../features/disclaimer/disclaimer-storage';
import { DisclaimerScreen } from '../features/disclaimer/disclaimer-screen';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/disclaimer')({
  // Someone who has already accepted has nothing to do here. Only a browser knows.
  beforeLoad: () => {
    if (typeof window !== 'undefined' && isDisclaimerAccepted()) {
      throw redirect({ to: '/', replace: true });
    }
  },
  head: () => pageHead('/disclaimer'),
  component: DisclaimerScreen,
});

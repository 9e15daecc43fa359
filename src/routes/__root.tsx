import { createRootRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../app/error-screen';
import { NotFoundScreen } from '../app/not-found-screen';
import { RootLayout } from '../app/root-layout';

export const Route = createRootRoute({
  component: RootLayout,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundScreen,
});

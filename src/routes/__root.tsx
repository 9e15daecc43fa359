import { createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorScreen } from '../app/error-screen';
import { NotFoundScreen } from '../app/not-found-screen';
import { RootLayout } from '../app/root-layout';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundScreen,
});

import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { EnquiryOutboxProvider } from '../features/enquiries/outbox/enquiry-outbox-provider';
import { createAppRouter, type AppRouter } from './router';

/**
 * The whole app. `history` lets tests start it at a path without a browser address bar; `router`
 * is given when the caller has loaded it already (hydrating prerendered HTML, or prerendering).
 */
export function App(props: { history?: RouterHistory; router?: AppRouter } = {}) {
  const [router] = useState(() => props.router ?? createAppRouter(props.history));
  return (
    <EnquiryOutboxProvider>
      <RouterProvider router={router} />
    </EnquiryOutboxProvider>
  );
}

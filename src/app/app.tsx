import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { EnquiryOutboxProvider } from '../features/outbox/enquiry-outbox-provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The whole app. `history` lets tests start it at a path without a browser address bar. */
export function App({ history }: { history?: RouterHistory } = {}) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient, history));
  return (
    <QueryClientProvider client={queryClient}>
      <EnquiryOutboxProvider>
        <RouterProvider router={router} />
      </EnquiryOutboxProvider>
    </QueryClientProvider>
  );
}

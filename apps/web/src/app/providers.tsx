import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { BusyNotice } from '../components/busy-notice';
import { ToastProvider } from '../components/toast';
import { UpdateNotice } from '../components/update-notice';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network or server hiccup might.
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

/** Everything the app needs around its routes: server-state cache, toasts, the busy-shop notice and the new-version offer. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        {children}
        <BusyNotice />
        <UpdateNotice />
      </ToastProvider>
    </QueryClientProvider>
  );
}

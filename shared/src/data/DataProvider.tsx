import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as pageClient } from './queryClient';
import { clearOnSessionChange } from './sessionScope';

/** Gives its children the page's query cache (the shell and each dev host mount it once; tests pass their own). */
export function DataProvider({ children, client = pageClient }: { children: ReactNode; client?: QueryClient }) {
  useEffect(() => clearOnSessionChange(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as pageClient } from './queryClient';
import { clearOnSessionChange } from './sessionScope';
import { persistPerPerson } from './persist';
import { followBrowserOnline } from '../offline/followOnline';

type Props = { children: ReactNode; client?: QueryClient; persist?: boolean };

/**
 * Gives its children the page's query cache (the shell and each dev host mount it once; tests pass their own). The
 * page's cache is kept on the device per signed-in person (docs/offline.md) where the browser has IndexedDB.
 */
export function DataProvider({ children, client = pageClient, persist = client === pageClient && typeof indexedDB !== 'undefined' }: Props) {
  useEffect(() => followBrowserOnline(), []);
  useEffect(() => clearOnSessionChange(client), [client]);
  useEffect(() => (persist ? persistPerPerson(client) : undefined), [client, persist]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

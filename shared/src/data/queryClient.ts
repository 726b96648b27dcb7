import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiQueryError } from './apiQuery';
import { onChangeFailed, onChangeSucceeded, onLoadFailed } from './meta';

/** Retries a failed read twice, but never a 4xx: the server has answered and asking again changes nothing. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiQueryError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Builds the page's query cache (tests build a fresh one each, without retries). Each read's and change's `meta`
 * (ApiQueryMeta, ApiMutationMeta) says what to toast and which reads a change makes stale.
 */
export function createQueryClient(options: { retry?: boolean; gcTime?: number } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (_error, query) => onLoadFailed(query.meta) }),
    mutationCache: new MutationCache({
      onSuccess: (body, _variables, _context, mutation) => onChangeSucceeded(client, mutation.meta, body),
      onError: (error, _variables, _context, mutation) => onChangeFailed(mutation.meta, error),
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        ...(options.gcTime !== undefined && { gcTime: options.gcTime }),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * The one query cache of the page: @chapter/shared is a federation singleton, so every remote shares it. A read no
 * screen shows stays a day (not TanStack's 5 minutes), so the device's copy (persist.ts, docs/offline.md) still has
 * the last-seen dashboard, boards and lists after a long visit.
 */
export const queryClient = createQueryClient({ gcTime: 24 * 60 * 60 * 1000 });

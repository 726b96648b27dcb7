import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { noteRetry, outageOf, outageRetryDelayMs } from '../unavailable/state';
import { ApiQueryError } from './apiQuery';
import { onChangeFailed, onChangeSucceeded, onLoadFailed } from './meta';

const outageIn = (error: unknown) => (error instanceof ApiQueryError ? outageOf(error.status, error.body) : null);

/**
 * Retries a failed read twice, but never a 4xx: the server has answered and asking again changes nothing. While the
 * API answers 503 for everything (an outage, docs/offline.md "The API unavailable"), it asks again as long as the page
 * shows the read, backing off (outageRetryDelayMs); the notice says when.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const outage = outageIn(error);
  if (outage) {
    noteRetry(outageRetryDelayMs(failureCount, outage));
    return true;
  }
  if (error instanceof ApiQueryError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** An outage's back-off (Retry-After honoured, at most 30 s); otherwise TanStack's default, 1 s doubling to 30 s. */
function retryDelay(failureCount: number, error: unknown): number {
  const outage = outageIn(error);
  return outage ? outageRetryDelayMs(failureCount, outage) : Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * Builds the page's query cache (tests build a fresh one each, without retries). Each read's and change's `meta`
 * (ApiQueryMeta, ApiMutationMeta) says what to toast and which reads a change makes stale.
 */
export function createQueryClient(options: { retry?: boolean; gcTime?: number } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onLoadFailed(query.meta, error) }),
    mutationCache: new MutationCache({
      onSuccess: (body, _variables, _context, mutation) => onChangeSucceeded(client, mutation.meta, body),
      onError: (error, _variables, _context, mutation) => onChangeFailed(mutation.meta, error),
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        retryDelay,
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

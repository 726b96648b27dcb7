import { QueryClient } from '@tanstack/react-query';
import { ApiQueryError } from './apiQuery';

/** Retries a failed read twice, but never a 4xx: the server has answered and asking again changes nothing. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiQueryError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Builds the page's query cache (tests build a fresh one each, without retries). */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The one query cache of the page: @chapter/shared is a federation singleton, so every remote shares it. */
export const queryClient = createQueryClient();

import { useMutation, useQuery, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { LiveEvent, LiveEventType } from '@chapter/contract';
import type { ApiResult } from '../api';
import { useLiveRefetch } from '../live/hooks';
import { ApiQueryError, unwrapApi } from './apiQuery';
import type { ApiMutationMeta, ApiQueryMeta } from './meta';

type QueryOptions<T, S> = Omit<UseQueryOptions<T, ApiQueryError, S>, 'queryKey' | 'queryFn' | 'meta'> & {
  meta?: ApiQueryMeta;
  /**
   * Live events after which the resource is read again (docs/live.md): once per burst, put off in a background tab,
   * a read already under way not started again. `liveWhen` picks which of those events count.
   */
  liveRefetch?: readonly LiveEventType[];
  liveWhen?: (event: LiveEvent) => boolean;
};

const FOLLOWS_NOTHING: readonly LiveEventType[] = [];

/**
 * Reads one API resource through the page's query cache: `load` is a `call(...)` of a route; the hook gives
 * TanStack Query's `data`, `isPending`, `error` (an ApiQueryError with the server's message) and `refetch`.
 */
export function useApiQuery<T, S = T>(queryKey: QueryKey, load: () => Promise<ApiResult<T>>, options: QueryOptions<T, S> = {}) {
  const { liveRefetch = FOLLOWS_NOTHING, liveWhen, ...queryOptions } = options;
  const query = useQuery<T, ApiQueryError, S>({ queryKey, queryFn: () => unwrapApi(load()), ...queryOptions });
  const { refetch } = query;
  useLiveRefetch(liveRefetch, () => void refetch({ cancelRefetch: false }), liveWhen);
  return query;
}

type MutationOptions<T, V> = Omit<UseMutationOptions<T, ApiQueryError, V>, 'mutationFn' | 'meta'> & { meta?: ApiMutationMeta };

/**
 * Sends one API change; failures arrive as an ApiQueryError carrying the server's message. `meta.invalidates` names
 * the reads it changes (they refresh once it succeeds); `meta.toast` toasts the server's answer.
 */
export function useApiMutation<T, V = void>(send: (variables: V) => Promise<ApiResult<T>>, options: MutationOptions<T, V> = {}) {
  return useMutation<T, ApiQueryError, V>({ mutationFn: (variables) => unwrapApi(send(variables)), ...options });
}

import {
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiResult } from '../api';
import { ApiQueryError, unwrapApi } from './apiQuery';

type QueryOptions<T, S> = Omit<UseQueryOptions<T, ApiQueryError, S>, 'queryKey' | 'queryFn'>;

/**
 * Reads one API resource through the page's query cache: `load` is an `api.get/post(...)` call; the hook gives
 * TanStack Query's `data`, `isPending`, `error` (an ApiQueryError with the server's message) and `refetch`.
 */
export function useApiQuery<T, S = T>(queryKey: QueryKey, load: () => Promise<ApiResult<T>>, options: QueryOptions<T, S> = {}) {
  return useQuery<T, ApiQueryError, S>({ queryKey, queryFn: () => unwrapApi(load()), ...options });
}

type MutationOptions<T, V> = Omit<UseMutationOptions<T, ApiQueryError, V>, 'mutationFn'>;

/** Sends one API change; failures arrive as an ApiQueryError carrying the server's message. */
export function useApiMutation<T, V = void>(send: (variables: V) => Promise<ApiResult<T>>, options: MutationOptions<T, V> = {}) {
  return useMutation<T, ApiQueryError, V>({ mutationFn: (variables) => unwrapApi(send(variables)), ...options });
}

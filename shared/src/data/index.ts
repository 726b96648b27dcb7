// The one data layer of every app: TanStack Query over the API client, shared as a singleton.
export { ApiQueryError, serverMessage, unwrapApi } from './apiQuery';
export { createQueryClient, queryClient } from './queryClient';
export { DataProvider } from './DataProvider';
export { CACHE_KEY_PREFIX, CACHE_MAX_AGE, cacheKey, persistPerPerson, whenCacheForgotten } from './persist';
export type { CacheStorage, PersistOptions } from './persist';
export { catchUpDrawnPage, firstReadQuery, seedFirstReads, startFirstReads } from './firstReads';
export { useApiMutation, useApiQuery } from './hooks';
export { useLastData, usePagedQuery } from './pagedQuery';
export type { PageQuery, PagedQuery, PagedQueryOptions } from './pagedQuery';
export type { ApiMutationMeta, ApiQueryMeta } from './meta';
export { keepPreviousData, useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { QueryKey } from '@tanstack/react-query';

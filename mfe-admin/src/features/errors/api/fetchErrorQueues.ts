import { api, useApiQuery } from '@chapter/shared';
import type { ErrorQueuesResponse } from '@chapter/shared/types';
import { ERRORS_KEY } from '../../../lib/queryKeys';

/** GET /admin/get-all-contest-error: both queues in one answer. */
export const fetchErrorQueues = () => api.get<ErrorQueuesResponse>('/admin/get-all-contest-error');

export const useErrorQueues = () => useApiQuery(ERRORS_KEY, fetchErrorQueues, { select: (body) => body.data });

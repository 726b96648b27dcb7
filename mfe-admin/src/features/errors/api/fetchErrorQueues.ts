import { call, useApiQuery } from '@chapter/shared';
import { ERRORS_KEY } from '../../../lib/queryKeys';

/** Both queues in one answer. */
export const fetchErrorQueues = () => call('GET /admin/get-all-contest-error');

export const useErrorQueues = () => useApiQuery(ERRORS_KEY, fetchErrorQueues, { select: (body) => body.data });

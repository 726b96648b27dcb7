import { call, useApiQuery } from '@chapter/shared';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';

/** The month's scheduled jobs, what is queued, and the finished calendar contests; `timeZone` is the chapter's zone (IANA name) the schedules are written in. */
export const fetchJobStatus = () => call('GET /admin/job-status');

export const useJobStatus = () => useApiQuery(JOB_STATUS_KEY, fetchJobStatus, { select: (body) => body.data, refetchInterval: 30_000 });

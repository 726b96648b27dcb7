import { api, useApiQuery } from '@chapter/shared';
import type { JobStatusResponse } from '@chapter/shared/types';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';

/** The answer's data; `timeZone` is the chapter's zone (IANA name) the schedules are written in. */
export type JobStatus = JobStatusResponse['data'];

/** GET /admin/job-status: the month's scheduled jobs, what is queued, and the finished calendar contests. */
export const fetchJobStatus = () => api.get<{ message: string; data: JobStatus }>('/admin/job-status');

export const useJobStatus = () => useApiQuery(JOB_STATUS_KEY, fetchJobStatus, { select: (body) => body.data, refetchInterval: 30_000 });

import { api, useApiQuery } from '@chapter/shared';
import type { JobRun, JobRunResponse, JobState } from '@chapter/shared/types';
import { JOB_STATUS_KEY } from './queryKeys';

const FINAL: JobState[] = ['completed', 'failed', 'cancelled', 'expired'];
export const isFinal = (run: JobRun | undefined) => Boolean(run && FINAL.includes(run.state));

export const POLL_MS = 1000;

/** GET /admin/job-run/:id: a queued run (a fetch-now job, a month end), asked again every second until it has ended. */
export const fetchJobRun = (id: string) => api.get<JobRunResponse>(`/admin/job-run/${encodeURIComponent(id)}`);

export const useJobRun = (id: string) =>
  useApiQuery([...JOB_STATUS_KEY, 'run', id], () => fetchJobRun(id), {
    select: (body) => body.data,
    refetchInterval: (query) => (isFinal(query.state.data?.data) ? false : POLL_MS),
  });

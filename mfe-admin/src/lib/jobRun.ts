import { call, useApiQuery } from '@chapter/shared';
import type { JobRun, JobState } from '@chapter/shared/types';
import { JOB_STATUS_KEY } from './queryKeys';

const FINAL: JobState[] = ['completed', 'failed', 'cancelled', 'expired'];
export const isFinal = (run: JobRun | undefined) => Boolean(run && FINAL.includes(run.state));

export const POLL_MS = 1000;

/** A queued run (a fetch-now job, a month end), asked again every second until it has ended. */
export const fetchJobRun = (id: string) => call('GET /admin/job-run/:id', { params: { id } });

export const useJobRun = (id: string) =>
  useApiQuery([...JOB_STATUS_KEY, 'run', id], () => fetchJobRun(id), {
    select: (body) => body.data,
    refetchInterval: (query) => (isFinal(query.state.data?.data) ? false : POLL_MS),
  });

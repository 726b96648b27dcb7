import { api } from '@chapter/shared';
import type { JobRunResponse, RunJobRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';

/** POST /admin/run-job: queue a contest's results or today's practice now. */
export const runJob = (request: RunJobRequest) => api.post<JobRunResponse>('/admin/run-job', request);

export const useRunJob = (onStarted: (runId: string) => void) =>
  useAdminMutation(runJob, { failed: 'Failed to start the job', error: 'Error starting the job' }, [JOB_STATUS_KEY], (body) => onStarted(body.data.id));

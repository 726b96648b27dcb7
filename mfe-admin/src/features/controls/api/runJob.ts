import { call } from '@chapter/shared';
import type { RunJobRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';

/** Queue a contest's results or today's practice now. */
export const runJob = (request: RunJobRequest) => call('POST /admin/run-job', { body: request });
export const useRunJob = (onStarted: (runId: string) => void) =>
  useAdminMutation(runJob, { failed: 'Failed to start the job', error: 'Error starting the job' }, [JOB_STATUS_KEY], (body) => onStarted(body.data.id));

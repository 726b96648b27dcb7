import { LoadFailure, Pending, useLoadErrorToast } from '@chapter/shared';
import { Card } from '../../../components/ui';
import { useJobStatus } from '../api/fetchJobStatus';
import { ExtraControls } from './ExtraControls';
import { FetchNowPanel } from './FetchNowPanel';
import { JobStatusPanel } from './JobStatusPanel';

export const JOB_STATUS_LOAD_FAILED = 'Error fetching job status';

/** The extra controls, the month's job status and the jobs on demand. */
export function ControlsPage() {
  const status = useJobStatus();
  useLoadErrorToast(status.error, JOB_STATUS_LOAD_FAILED);
  return (
    <>
      <ExtraControls />
      {status.isPending ? (
        <Card>
          <Pending query={status} label="Loading job status" />
        </Card>
      ) : status.error && !status.data ? (
        <Card>
          <LoadFailure message={JOB_STATUS_LOAD_FAILED} onRetry={() => void status.refetch()} />
        </Card>
      ) : (
        <>
          <FetchNowPanel contests={status.data.finishedContests} />
          <JobStatusPanel scheduled={status.data.scheduled} queued={status.data.queued} timeZone={status.data.timeZone} />
        </>
      )}
    </>
  );
}

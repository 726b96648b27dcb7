import { notify, useQueryClient } from '@chapter/shared';
import type { JobRun } from '@chapter/shared/types';
import { JobRunStatus } from '../../../components/JobRunStatus';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES } from '../api/queues';
import { announceRerun, type StartedRerun } from '../api/rerunError';
import { errorsLeft } from '../hooks/errorsLeft';

const field = (result: unknown, key: 'message' | 'errorCount') => (result && typeof result === 'object' ? (result as Record<string, unknown>)[key] : undefined);

/** A queued re-run's progress; when it ends, the re-run's toasts with the errors left then, and the queues read again. */
export function RerunProgress({ rerun }: { rerun: StartedRerun }) {
  const client = useQueryClient();
  const ended = async (run: JobRun) => {
    if (run.state === 'completed') {
      const message = field(run.result, 'message');
      announceRerun(typeof message === 'string' ? message : 'Re-run finished', await errorsLeft(run.result, rerun.kind, rerun.recordId));
    } else {
      notify.error(QUEUES[rerun.kind].texts.rerun);
    }
    await client.invalidateQueries({ queryKey: ERRORS_KEY });
  };
  return (
    <JobRunStatus
      as="li"
      runId={rerun.run.id}
      label={rerun.run.label}
      unit="members"
      completedText={(result) => {
        const left = field(result, 'errorCount');
        return typeof left === 'number' ? `Finished: ${left} ${left === 1 ? 'error' : 'errors'} left` : 'Finished';
      }}
      onEnded={(run) => void ended(run)}
    />
  );
}

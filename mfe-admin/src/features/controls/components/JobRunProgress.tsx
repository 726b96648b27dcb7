import { useQueryClient } from '@chapter/shared';
import { JobRunStatus } from '../../../components/JobRunStatus';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';

function summary(result: unknown): string {
  if (!result || typeof result !== 'object') return '';
  const parts = Object.entries(result as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string')
    .map(([key, value]) => `${key} ${value}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** One fetch-now job started from this page; when it ends, the jobs' status table is read again. */
export function JobRunProgress({ runId, label }: { runId: string; label: string }) {
  const client = useQueryClient();
  return (
    <JobRunStatus
      as="li"
      runId={runId}
      label={label}
      completedText={(result) => `Completed${summary(result)}`}
      onEnded={() => void client.invalidateQueries({ queryKey: JOB_STATUS_KEY, exact: true })}
    />
  );
}

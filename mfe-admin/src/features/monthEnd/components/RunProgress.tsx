import { useQueryClient } from '@chapter/shared';
import { JobRunStatus } from '../../../components/JobRunStatus';
import { BACKUPS_KEY, MONTH_END_KEY } from '../../../lib/queryKeys';

const messageOf = (result: unknown) =>
  result && typeof result === 'object' && typeof (result as { message?: unknown }).message === 'string' ? (result as { message: string }).message : 'Completed';

/** The month end run started here: steps done of steps to do while it runs, then how it ended (the page refreshes). */
export function RunProgress({ runId }: { runId: string }) {
  const client = useQueryClient();
  return (
    <JobRunStatus
      runId={runId}
      label="Month end"
      unit="steps"
      progressLabel="Month end progress"
      completedText={messageOf}
      onEnded={() => {
        void client.invalidateQueries({ queryKey: [...MONTH_END_KEY, 'months'] });
        void client.invalidateQueries({ queryKey: [...MONTH_END_KEY, 'preview'] });
        void client.invalidateQueries({ queryKey: BACKUPS_KEY });
      }}
    />
  );
}

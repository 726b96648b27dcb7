import { useEffect } from 'react';
import styled from 'styled-components';
import { color, useQueryClient } from '@chapter/shared';
import { ProgressBar } from '../../../components/ProgressBar';
import { Muted } from '../../../components/ui';
import { BACKUPS_KEY, MONTH_END_KEY } from '../../../lib/queryKeys';
import { isFinalState, useRun } from '../api/monthEnd';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Outcome = styled.p<{ $failed: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(props) => color(props.$failed ? 'danger' : 'success')(props)};
`;

/** The month end run started here: steps done of steps to do while it runs, then how it ended (the page refreshes). */
export function RunProgress({ runId }: { runId: string }) {
  const run = useRun(runId);
  const client = useQueryClient();
  const data = run.data;
  const done = isFinalState(data?.state);
  useEffect(() => {
    if (!done) return;
    void client.invalidateQueries({ queryKey: [...MONTH_END_KEY, 'months'] });
    void client.invalidateQueries({ queryKey: [...MONTH_END_KEY, 'preview'] });
    void client.invalidateQueries({ queryKey: BACKUPS_KEY });
  }, [done, client]);
  const percent = !data ? null : done ? 100 : data.progress && data.progress.total > 0 ? (data.progress.done / data.progress.total) * 100 : null;
  const result = (data?.result ?? null) as Record<string, unknown> | null;
  const message = typeof result?.message === 'string' ? result.message : 'Completed';
  return (
    <Box>
      <strong>{data?.label ?? 'Month end'}</strong>
      <ProgressBar
        label="Month end progress"
        percent={percent}
        valueText={data?.progress ? `${data.progress.done} of ${data.progress.total} steps` : undefined}
      />
      {run.error && !data ? (
        <Outcome $failed role="alert">
          {run.error.message}
        </Outcome>
      ) : !data || !done ? (
        <Muted aria-live="polite">
          {data?.state === 'active' ? 'Running' : 'Queued'}
          {data?.progress ? `: ${data.progress.done} of ${data.progress.total} steps` : '…'}
        </Muted>
      ) : (
        <Outcome $failed={data.state !== 'completed'} role="status">
          {data.state === 'completed' ? message : `Failed: ${data.error ?? data.state}`}
        </Outcome>
      )}
    </Box>
  );
}

import { useEffect } from 'react';
import styled from 'styled-components';
import { color, useQueryClient } from '@chapter/shared';
import { ProgressBar } from '../../../components/ProgressBar';
import { Muted } from '../../../components/ui';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';
import { isFinal, useJobRun } from '../api/fetchJobRun';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Outcome = styled.p<{ $failed: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(props) => color(props.$failed ? 'danger' : 'success')(props)};
`;

function summary(result: unknown): string {
  if (!result || typeof result !== 'object') return '';
  const parts = Object.entries(result as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string')
    .map(([key, value]) => `${key} ${value}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** One job started from this page: a progress bar while it runs, then how it ended. */
export function JobRunProgress({ runId, label }: { runId: string; label: string }) {
  const run = useJobRun(runId);
  const client = useQueryClient();
  const done = isFinal(run.data);
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: JOB_STATUS_KEY, exact: true });
  }, [done, client]);

  const data = run.data;
  const percent = !data ? null : done ? 100 : data.progress && data.progress.total > 0 ? (data.progress.done / data.progress.total) * 100 : null;
  const name = data?.label ?? label;
  return (
    <Item>
      <strong>{name}</strong>
      <ProgressBar label={`${name} progress`} percent={percent} valueText={data?.progress ? `${data.progress.done} of ${data.progress.total}` : undefined} />
      {run.error && !data ? (
        <Outcome $failed role="alert">
          {run.error.message}
        </Outcome>
      ) : !data || !done ? (
        <Muted aria-live="polite">
          {data?.state === 'active' ? 'Running' : 'Queued'}
          {data?.progress ? `: ${data.progress.done} of ${data.progress.total}` : '…'}
        </Muted>
      ) : (
        <Outcome $failed={data.state !== 'completed'} role="status">
          {data.state === 'completed' ? `Completed${summary(data.result)}` : `Failed: ${data.error ?? data.state}`}
        </Outcome>
      )}
    </Item>
  );
}

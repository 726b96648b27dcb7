import { useEffect } from 'react';
import styled from 'styled-components';
import { color } from '@chapter/shared';
import type { JobRun } from '@chapter/shared/types';
import { isFinal, useJobRun } from '../lib/jobRun';
import { ProgressBar } from './ProgressBar';
import { Muted } from './ui';

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

export interface JobRunStatusProps {
  runId: string;
  /** The run's name until the server's label arrives. */
  label: string;
  /** What the progress counts, after "3 of 5" (e.g. "steps"); nothing when the count speaks for itself. */
  unit?: string;
  /** The line shown once the run completed, from its result. */
  completedText: (result: unknown) => string;
  /** Called once with the ended run, however it ended (to refresh what it changed, or tell its outcome). */
  onEnded?: (run: JobRun) => void;
  /** The progress bar's accessible name; "<the run's name> progress" by default. */
  progressLabel?: string;
  /** A list item where the runs are listed. */
  as?: 'div' | 'li';
}

/** A queued run started from this page: a progress bar while it runs, then how it ended. */
export function JobRunStatus({ runId, label, unit, completedText, onEnded, progressLabel, as = 'div' }: JobRunStatusProps) {
  const run = useJobRun(runId);
  const data: JobRun | undefined = run.data;
  const done = isFinal(data);
  useEffect(() => {
    if (done && data) onEnded?.(data);
    // Once per run: the callback is a fresh function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const percent = !data ? null : done ? 100 : data.progress && data.progress.total > 0 ? (data.progress.done / data.progress.total) * 100 : null;
  const name = data?.label ?? label;
  const count = data?.progress ? `${data.progress.done} of ${data.progress.total}${unit ? ` ${unit}` : ''}` : undefined;
  return (
    <Box as={as}>
      <strong>{name}</strong>
      <ProgressBar label={progressLabel ?? `${name} progress`} percent={percent} valueText={count} />
      {run.error && !data ? (
        <Outcome $failed role="alert">
          {run.error.message}
        </Outcome>
      ) : !data || !done ? (
        <Muted aria-live="polite">
          {data?.state === 'active' ? 'Running' : 'Queued'}
          {count ? `: ${count}` : '…'}
        </Muted>
      ) : (
        <Outcome $failed={data.state !== 'completed'} role="status">
          {data.state === 'completed' ? completedText(data.result) : `Failed: ${data.error ?? data.state}`}
        </Outcome>
      )}
    </Box>
  );
}

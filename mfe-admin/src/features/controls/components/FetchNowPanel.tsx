import { useState } from 'react';
import { Button, FormField, Select } from '@chapter/shared';
import type { FinishedContest } from '@chapter/shared/types';
import { Card, Muted, RunList, SectionHeading, Toolbar } from '../../../components/ui';
import { useConfirm } from '../../../hooks/useConfirm';
import { useRunJob } from '../api/runJob';
import { JobRunProgress } from './JobRunProgress';

type StartedRun = { id: string; label: string };

/** Fetch now: a finished calendar contest's results, or today's practice; each run's progress until it ends. */
export function FetchNowPanel({ contests }: { contests: FinishedContest[] }) {
  const [contestId, setContestId] = useState('');
  const [runs, setRuns] = useState<StartedRun[]>([]);
  const [pendingLabel, setPendingLabel] = useState('');
  const { ask, dialog } = useConfirm();
  const run = useRunJob((id) => setRuns((current) => [{ id, label: pendingLabel }, ...current.filter((item) => item.id !== id)]));
  const chosen = contests.find((contest) => contest.contestId === contestId) ?? contests[0];

  const start = (label: string, send: () => Promise<unknown>) => {
    setPendingLabel(label);
    ask({ type: 'info', title: 'Fetch now', confirmText: 'Fetch now', message: `${label} now?`, run: send });
  };

  return (
    <Card aria-labelledby="fetch-now-heading">
      <SectionHeading id="fetch-now-heading">Fetch now</SectionHeading>
      <Toolbar>
        <FormField label="Finished contest">
          {(control) => (
            <Select {...control} value={chosen?.contestId ?? ''} disabled={contests.length === 0} onChange={(event) => setContestId(event.target.value)}>
              {contests.length === 0 && <option value="">No finished contests this month</option>}
              {contests.map((contest) => (
                <option key={contest.contestId} value={contest.contestId}>
                  {contest.contestName} ({contest.platform}, {contest.date})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button
          disabled={!chosen}
          onClick={() =>
            chosen && start(`Fetch the results of ${chosen.contestName}`, () => run.mutateAsync({ job: 'contest-results', contestId: chosen.contestId }))
          }
        >
          Fetch contest results
        </Button>
        <Button variant="secondary" onClick={() => start("Fetch today's practice", () => run.mutateAsync({ job: 'practice-today' }))}>
          Fetch today&apos;s practice
        </Button>
      </Toolbar>
      {runs.length === 0 ? (
        <Muted>Jobs started here show their progress below.</Muted>
      ) : (
        <RunList aria-label="Jobs started here">
          {runs.map((item) => (
            <JobRunProgress key={item.id} runId={item.id} label={item.label} />
          ))}
        </RunList>
      )}
      {dialog}
    </Card>
  );
}

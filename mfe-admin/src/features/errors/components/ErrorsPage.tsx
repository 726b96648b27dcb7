import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState, LoadFailure, Pending, useLoadErrorToast } from '@chapter/shared';
import { Card, RunList, SectionHeading } from '../../../components/ui';
import { useErrorQueues } from '../api/fetchErrorQueues';
import type { QueueKind } from '../api/queues';
import type { StartedRerun } from '../api/rerunError';
import { fromContest, fromPractice } from '../hooks/errorRecords';
import { useErrorActions } from '../hooks/useErrorActions';
import { ErrorCard } from './ErrorCard';
import { ErrorDetailDialog } from './ErrorDetailDialog';
import { ErrorTabs, panelId, tabId } from './ErrorTabs';
import { RerunProgress } from './RerunProgress';

export const ERRORS_LOAD_FAILED = 'Failed to load contest/practice question error data!';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Error Controllers: the failed fetches per contest and per practice day. */
export function ErrorsPage() {
  const [kind, setKind] = useState<QueueKind>('contest');
  const [openId, setOpenId] = useState<string | null>(null);
  const queues = useErrorQueues();
  useLoadErrorToast(queues.error, ERRORS_LOAD_FAILED);
  const [reruns, setReruns] = useState<StartedRerun[]>([]);
  // A queued re-run is followed on the page: the record's dialog closes, its progress shows above the queues.
  const actions = useErrorActions(kind, (rerun) => {
    setReruns((current) => [rerun, ...current.filter((item) => item.run.id !== rerun.run.id)]);
    setOpenId(null);
  });

  const records = {
    contest: queues.data?.contestErrorData.map(fromContest) ?? [],
    practice: queues.data?.practiceQuestionErrorData.map(fromPractice) ?? [],
  };
  const shown = records[kind];
  // The dialog follows the latest answer, so an ignored member disappears and a deleted record closes it.
  const open = shown.find((record) => record.id === openId) ?? null;

  return (
    <Card aria-labelledby="errors-heading">
      <SectionHeading id="errors-heading">Error Controllers</SectionHeading>
      {reruns.length > 0 && (
        <RunList aria-label="Re-runs started here">
          {reruns.map((rerun) => (
            <RerunProgress key={rerun.run.id} rerun={rerun} />
          ))}
        </RunList>
      )}
      <ErrorTabs
        current={kind}
        counts={{ contest: records.contest.length, practice: records.practice.length }}
        onChange={(next) => {
          setKind(next);
          setOpenId(null);
        }}
      />
      <div role="tabpanel" id={panelId(kind)} aria-labelledby={tabId(kind)}>
        {queues.isPending ? (
          <Pending query={queues} label="Loading errors" />
        ) : queues.error && !queues.data ? (
          <LoadFailure message={ERRORS_LOAD_FAILED} onRetry={() => void queues.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="No errors found" />
        ) : (
          <Grid>
            {shown.map((record) => (
              <li key={record.id}>
                <ErrorCard record={record} onOpen={() => setOpenId(record.id)} />
              </li>
            ))}
          </Grid>
        )}
      </div>
      <ErrorDetailDialog record={open} onClose={() => setOpenId(null)} onIgnore={actions.ignore} onDelete={actions.remove} onRerun={actions.rerun} />
      {actions.dialog}
    </Card>
  );
}

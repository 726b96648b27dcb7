import styled from 'styled-components';
import { color } from '@chapter/shared';
import type { JobRun, ScheduledJobStatus } from '@chapter/shared/types';
import { Card, Muted, SectionHeading, Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';

const State = styled.span<{ $tone: 'danger' | 'success' | 'muted' }>`
  font-weight: 600;
  color: ${(props) => color(props.$tone)(props)};
`;

const outcome = (job: ScheduledJobStatus) => {
  if (!job.lastState) return <State $tone="muted">Not run yet</State>;
  if (job.lastState === 'completed') return <State $tone="success">Completed</State>;
  if (job.lastState === 'failed') return <State $tone="danger">Failed{job.lastError ? `: ${job.lastError}` : ''}</State>;
  return <State $tone="muted">{job.lastState}</State>;
};

const runState = (run: JobRun) =>
  run.state === 'active'
    ? 'running'
    : run.state === 'completed'
      ? 'completed'
      : run.state === 'failed'
        ? `failed${run.error ? ` (${run.error})` : ''}`
        : 'waiting';

/** When each scheduled job last ran this month, how it ended, when it runs next, and what is queued. */
export function JobStatusPanel({ scheduled, queued }: { scheduled: ScheduledJobStatus[]; queued: JobRun[] }) {
  return (
    <Card aria-labelledby="job-status-heading">
      <SectionHeading id="job-status-heading">Job status</SectionHeading>
      <TableScroll tabIndex={0} role="region" aria-label="Scheduled jobs">
        <Table>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Last run</th>
              <th scope="col">Outcome</th>
              <th scope="col">Next run</th>
            </tr>
          </thead>
          <tbody>
            {scheduled.map((job) => (
              <tr key={job.name}>
                <td>{job.label}</td>
                <td>{formatDateTime(job.lastRunAt)}</td>
                <td>{outcome(job)}</td>
                <td>{formatDateTime(job.nextRunAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <h3>Queued and recent runs</h3>
      {queued.length === 0 ? (
        <Muted>Nothing is queued.</Muted>
      ) : (
        <ul aria-label="Queued and recent runs">
          {queued.map((run) => (
            <li key={run.id}>
              {run.label}: {runState(run)}
              {run.progress ? ` (${run.progress.done} of ${run.progress.total})` : ''}, {formatDateTime(run.completedAt ?? run.startedAt ?? run.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import styled from 'styled-components';
import { color, media } from '@chapter/shared';
import type { JobRun, ScheduledJobStatus } from '@chapter/shared/types';
import { CellLabel, StackedTable } from '../../../components/StackedTable';
import { Card, Muted, SectionHeading, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { browserTimeZone, isTimeZone, zoneName } from '../../../lib/timeZone';

const State = styled.span<{ $tone: 'danger' | 'success' | 'muted' }>`
  font-weight: 600;
  color: ${(props) => color(props.$tone)(props)};
`;

/** A time on one line in the table; in a card it may wrap. */
const When = styled.td`
  ${media.above('tablet')} {
    white-space: nowrap;
  }
`;

/** The job's name and schedule; the title of its card on a phone. */
const JobName = styled.td`
  ${media.below('tablet')} {
    font-weight: 600;
  }
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

export type JobStatusPanelProps = {
  scheduled: ScheduledJobStatus[];
  queued: JobRun[];
  /** The chapter's zone, which the schedules in the jobs' names are written in; unknown: the reader's zone, said so. */
  timeZone?: string;
};

/** When each scheduled job last ran this month, how it ended, when it runs next (all in one named zone), and what is queued. */
export function JobStatusPanel({ scheduled, queued, timeZone }: JobStatusPanelProps) {
  const chapterZone = isTimeZone(timeZone) ? timeZone : null;
  const zone = chapterZone ?? browserTimeZone();
  const when = (iso: string | null) => formatDateTime(iso, zone);
  return (
    <Card aria-labelledby="job-status-heading">
      <SectionHeading id="job-status-heading">Job status</SectionHeading>
      <Muted>
        {chapterZone
          ? `Schedules, last and next runs in the chapter's time zone: ${zoneName(zone)}.`
          : `Last and next runs in your time zone, ${zoneName(zone)}; the schedules in the jobs' names are in the chapter's time zone.`}
      </Muted>
      <TableScroll tabIndex={0} role="region" aria-label="Scheduled jobs">
        <StackedTable>
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
                <JobName data-wide>{job.label}</JobName>
                <When>
                  <CellLabel>Last run</CellLabel>
                  {when(job.lastRunAt)}
                </When>
                <td>
                  <CellLabel>Outcome</CellLabel>
                  {outcome(job)}
                </td>
                <When>
                  <CellLabel>Next run</CellLabel>
                  {when(job.nextRunAt)}
                </When>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </TableScroll>
      <h3>Queued and recent runs</h3>
      {queued.length === 0 ? (
        <Muted>Nothing is queued.</Muted>
      ) : (
        <ul aria-label="Queued and recent runs">
          {queued.map((run) => (
            <li key={run.id}>
              {run.label}: {runState(run)}
              {run.progress ? ` (${run.progress.done} of ${run.progress.total})` : ''}, {when(run.completedAt ?? run.startedAt ?? run.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { dateFormat, EmptyState, LoadFailure, Notice, Pagination, Pending, useLoadErrorToast } from '@chapter/shared';
import type { AtRiskMember, MonthEndAtRisk } from '@chapter/shared/types';
import { CellLabel, StackedTable } from '../../../components/StackedTable';
import { Card, Muted, SectionHeading, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useAtRisk } from '../api/atRisk';
import { usePaged } from '../hooks/usePaged';
import { WarningDaysForm } from './WarningDaysForm';

export const AT_RISK_LOAD_FAILED = 'Error fetching the members at risk';

const monthName = (month: string) => dateFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const dayName = (day: string) => dateFormat(undefined, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** When this month's warnings go out (or were due: the table says who got one), in words. */
function warningLine(data: MonthEndAtRisk) {
  if (data.warningDay === null) return 'Warnings are off.';
  const when =
    data.daysLeft > data.warnDaysBefore
      ? `go out on ${dayName(data.warningDay)}`
      : data.daysLeft === data.warnDaysBefore
        ? 'go out today'
        : `were due on ${dayName(data.warningDay)}`;
  return `Warnings ${when} (${days(data.warnDaysBefore)} before the month's last day): a notice in the app and a mail, once per member.`;
}

const mailState = (member: AtRiskMember) => (!member.takesMail ? 'Turned off' : member.mailedAt ? `Sent ${formatDateTime(member.mailedAt)}` : 'Not sent');

function AtRiskTable({ members }: { members: AtRiskMember[] }) {
  const { page, setPage, totalPages, shown, from, to } = usePaged(members);
  return (
    <>
      {totalPages > 1 && (
        <Muted>
          {from}–{to} of {members.length} members
        </Muted>
      )}
      <TableScroll tabIndex={0} role="region" aria-label="Members at risk">
        <StackedTable>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Points</th>
              <th scope="col">Warned</th>
              <th scope="col">Mail</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((member) => (
              <tr key={member.userId}>
                <td data-wide>{member.name}</td>
                <td>
                  <CellLabel>Points</CellLabel>
                  {member.points}
                </td>
                <td>
                  <CellLabel>Warned</CellLabel>
                  {member.warnedAt ? formatDateTime(member.warnedAt) : 'Not yet'}
                </td>
                <td>
                  <CellLabel>Mail</CellLabel>
                  {mailState(member)}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </TableScroll>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} label="Members at risk pages" />}
    </>
  );
}

/** The list, the warning day and the setting, once loaded. */
function AtRiskBody({ data }: { data: MonthEndAtRisk }) {
  return (
    <>
      <Muted>
        Whom the month end would remove if it ran now: below the passing mark of {data.passingMarks} points, not protected, not core members.{' '}
        {days(data.daysLeft)} left after today. {warningLine(data)}
      </Muted>
      {!data.removeStepOn && data.members.length > 0 && (
        <Notice tone="warning">
          The remove step is switched off (Auto Kick Scheduler in Scheduler Controls): the month end removes these members only if it is switched on or run
          alone. Warnings still go out.
        </Notice>
      )}
      {data.members.length === 0 ? (
        <EmptyState title="Nobody at risk" description="Every member is at or above the passing mark, or spared." />
      ) : (
        <AtRiskTable members={data.members} />
      )}
      <WarningDaysForm saved={data.warnDaysBefore} />
    </>
  );
}

/** This month's members below the mark whom the month end would remove, whether they were warned, and the warning setting. */
export function AtRiskPanel() {
  const atRisk = useAtRisk();
  useLoadErrorToast(atRisk.error, AT_RISK_LOAD_FAILED);
  return (
    <Card aria-labelledby="at-risk-heading">
      <SectionHeading id="at-risk-heading">{atRisk.data ? `At risk: ${monthName(atRisk.data.month)}` : 'At risk this month'}</SectionHeading>
      {atRisk.isPending ? (
        <Pending query={atRisk} label="Loading the members at risk" />
      ) : atRisk.error && !atRisk.data ? (
        <LoadFailure message={AT_RISK_LOAD_FAILED} onRetry={() => void atRisk.refetch()} />
      ) : (
        <AtRiskBody data={atRisk.data} />
      )}
    </Card>
  );
}

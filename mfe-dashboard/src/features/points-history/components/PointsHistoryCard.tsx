import { useId } from 'react';
import styled from 'styled-components';
import { color, EmptyState, LoadFailure, Pending, StarIcon } from '@chapter/shared';
import type { LedgerEntry } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { TableScroller, WideTable } from '../../../components/WideTable';
import { PLATFORM_INFO } from '../../../lib/platforms';
import { usePointsHistory } from '../api/getPointsHistory';

const Table = styled(WideTable)`
  th,
  td {
    vertical-align: top;
  }
  td:nth-child(4),
  th:nth-child(4) {
    text-align: right;
  }
`;

const Total = styled.p`
  margin: -8px 0 12px;
  color: ${color('muted')};
`;

/** A word beside a row's source: "revised" (info) or "provisional" (warning); both colour pairs reach 4.5:1. */
const Tag = styled.span<{ $tone: 'info' | 'warning' }>`
  display: inline-block;
  padding: 0 6px;
  border-radius: 9999px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ $tone }) => color($tone)};
  background: ${({ $tone }) => color($tone === 'info' ? 'infoSoft' : 'warningSoft')};
`;

const Legend = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  color: ${color('muted')};

  li + li {
    margin-top: 4px;
  }
`;

const SOURCES: Record<LedgerEntry['kind'], string> = { practice: 'Practice', contest: 'Contest', adjustment: 'Adjustment' };
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

const formatDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return dayFormat.format(new Date(year!, month! - 1, date!));
};

/**
 * What earned the point: the contest's name, the problem, or the adjustment's reason and who made it. A revision says
 * how the member's points for the contest moved (and, after a month end, that the closed month stands).
 */
export function entryDetail(entry: LedgerEntry): string {
  if (entry.kind === 'contest' && entry.revision) {
    const moved = `${entry.revision.before} → ${entry.revision.after} points`;
    return [`${entry.contestName ?? 'Contest'} (${moved})`, entry.note].filter(Boolean).join('. ');
  }
  if (entry.kind === 'contest') return entry.contestName ?? entry.note ?? '—';
  if (entry.kind === 'adjustment') return [entry.note, entry.by ? `by ${entry.by}` : null].filter(Boolean).join(' ') || '—';
  return entry.note ?? '—';
}

/** The own profile's ledger of the month, row by row, so a member can see where each point came from. */
export function PointsHistoryCard() {
  const query = usePointsHistory();
  const legendId = useId();
  const entries = query.data?.entries ?? [];
  const anyRevised = entries.some((entry) => entry.revision);
  const anyProvisional = entries.some((entry) => entry.provisional);
  return (
    <Card aria-labelledby="points-history-title">
      <CardTitle id="points-history-title">Points History</CardTitle>
      {query.isPending ? (
        <Pending query={query} label="Loading your points history" />
      ) : query.isError ? (
        <LoadFailure message="Failed to load your points history" onRetry={() => void query.refetch()} />
      ) : query.data.entries.length === 0 ? (
        <EmptyState icon={<StarIcon size={36} />} title="No points earned this month yet." />
      ) : (
        <>
          <Total>
            {query.data.total} {query.data.total === 1 ? 'point' : 'points'} in {monthFormat.format(new Date(`${query.data.month}-01T00:00:00`))}
          </Total>
          <TableScroller tabIndex={0} role="region" aria-label="Points history table">
            <Table $minWidth={520} aria-describedby={anyRevised || anyProvisional ? legendId : undefined}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Source</th>
                  <th scope="col">Platform</th>
                  <th scope="col">Points</th>
                  <th scope="col">Contest or problem</th>
                </tr>
              </thead>
              <tbody>
                {query.data.entries.map((entry, index) => (
                  <tr key={`${entry.day}-${index}`}>
                    <td>{formatDay(entry.day)}</td>
                    <td>
                      {SOURCES[entry.kind] ?? entry.kind}
                      {entry.revision && (
                        <>
                          {' '}
                          <Tag $tone="info">revised</Tag>
                        </>
                      )}
                      {entry.provisional && (
                        <>
                          {' '}
                          <Tag $tone="warning">provisional</Tag>
                        </>
                      )}
                    </td>
                    <td>{entry.platform ? (PLATFORM_INFO[entry.platform]?.label ?? entry.platform) : '—'}</td>
                    <td>{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
                    <td>{entryDetail(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroller>
          {(anyRevised || anyProvisional) && (
            <Legend id={legendId}>
              {anyRevised && <li>Revised: the platform changed the contest&apos;s standings after they were first fetched; the row is the difference.</li>}
              {anyProvisional && (
                <li>
                  Provisional: the platform may still revise the contest&apos;s standings (cheaters removed, ranks recalculated); the points are final about a
                  week after the contest.
                </li>
              )}
            </Legend>
          )}
        </>
      )}
    </Card>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { clockTime, color, LoadFailure, Notice, useSession, VisuallyHidden } from '@chapter/shared';
import type { LiveStandings } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { TableScroller, WideTable } from '../../../components/WideTable';
import { useLiveStandings } from '../api/getLiveStandings';

const Contests = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const ContestName = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  margin: 4px 0 12px;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

const Ended = styled.p`
  margin: 0 0 12px;
  color: ${color('text')};

  a {
    font-weight: 600;
  }
`;

const Table = styled(WideTable)`
  font-variant-numeric: tabular-nums;

  td:nth-child(n + 4),
  thead th:nth-child(n + 4) {
    text-align: right;
  }
  /* A name or handle stays whole: on a phone the table scrolls sideways in its box rather than break a word. */
  tbody th,
  tbody td {
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  tr[data-own='true'] {
    background: ${color('primarySoft')};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${color('muted')};
`;

/** A member's public page on the contest's platform. */
const HANDLE_PAGES: Record<LiveStandings['platform'], (handle: string) => string> = {
  Codeforces: (handle) => `https://codeforces.com/profile/${encodeURIComponent(handle)}`,
  CodeChef: (handle) => `https://www.codechef.com/users/${encodeURIComponent(handle)}`,
};
const dash = (value: number | null) => (value === null ? '—' : String(value));

function ContestStandings({ contest, ownId }: { contest: LiveStandings; ownId: string | null }) {
  const headingId = `live-standings-${contest.contestId}`;
  const running = contest.phase === 'running';
  return (
    <section aria-labelledby={headingId}>
      <ContestName id={headingId}>{contest.name}</ContestName>
      <Facts>
        {running ? `Running until ${clockTime(contest.endsAt)}` : `Ended at ${clockTime(contest.endsAt)}`} ·{' '}
        {contest.updatedAt ? `Last update ${clockTime(contest.updatedAt)}` : 'Not read yet: the first standings come within a minute'} ·{' '}
        <a href={contest.link} target="_blank" rel="noopener noreferrer">
          Standings on {contest.platform}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Facts>
      {!running && (
        <Ended>
          The contest has ended: final points are on the leaderboard once the results are in. <Link to="/leaderboard/overall">Open the leaderboard</Link>
        </Ended>
      )}
      {contest.problem && (
        <Notice tone="warning" style={{ marginBottom: 12 }}>
          <p>{contest.problem}</p>
        </Notice>
      )}
      {contest.rows.length === 0 ? (
        <Empty>{contest.updatedAt ? 'No chapter member is on the standings yet.' : 'No standings read yet.'}</Empty>
      ) : (
        <TableScroller tabIndex={0} role="region" aria-label={`${contest.name}: chapter standings table`}>
          <Table $minWidth={560}>
            <caption>
              <VisuallyHidden>
                Chapter standings in {contest.name}
                {contest.updatedAt ? `, last update ${clockTime(contest.updatedAt)}` : ''}
              </VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Chapter rank</th>
                <th scope="col">Member</th>
                <th scope="col">Handle</th>
                <th scope="col">{contest.platform} rank</th>
                <th scope="col">Solved</th>
                <th scope="col">Penalty</th>
              </tr>
            </thead>
            <tbody>
              {contest.rows.map((row) => (
                <tr key={row.userId} data-own={row.userId === ownId}>
                  <td>{row.chapterRank}</td>
                  <th scope="row">
                    <Link to={`/profile/${row.userId}`}>{row.name}</Link>
                    {row.userId === ownId && ' (you)'}
                  </th>
                  <td>
                    <a href={HANDLE_PAGES[contest.platform](row.handle)} target="_blank" rel="noopener noreferrer">
                      {row.handle}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  </td>
                  <td>{dash(row.platformRank)}</td>
                  <td>{row.solved}</td>
                  <td>{dash(row.penalty)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </section>
  );
}

/**
 * "Chapter standings": while calendar contests run (and for 3 hours after they end), each one's members in chapter
 * order with their platform rank, solved problems and penalty, as the server last read them (once a minute). The panel
 * takes no room on the dashboard until the API lists such a contest: it draws nothing while loading or when there is
 * none, and a failed first read gets the usual retry box.
 */
export function LiveStandingsPanel() {
  const query = useLiveStandings();
  const { userId } = useSession();
  if (query.isError && !query.data) {
    return (
      <Card aria-labelledby="live-standings-title">
        <CardTitle id="live-standings-title">Chapter standings</CardTitle>
        <LoadFailure message="Failed to load the chapter standings" onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  if (!query.data || query.data.length === 0) return null;
  return (
    <Card aria-labelledby="live-standings-title">
      <CardTitle id="live-standings-title">Chapter standings</CardTitle>
      <Contests>
        {query.data.map((contest) => (
          <ContestStandings key={contest.contestId} contest={contest} ownId={userId} />
        ))}
      </Contests>
    </Card>
  );
}

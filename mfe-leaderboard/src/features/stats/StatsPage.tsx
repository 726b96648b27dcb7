import { useId } from 'react';
import { Spinner, useApiQuery } from '@chapter/shared';
import { fetchStats, leaderboardKeys } from '../../api/leaderboard';
import { LoadFailure } from '../../components/LoadFailure';
import { Centered, SectionHeading, Stack } from '../../components/Page';
import { page } from '../../lib/reloadPage';
import { PerformancePyramid } from './PerformancePyramid';
import { ScoreDistribution } from './ScoreDistribution';
import { StatCards } from './StatCards';

/** /leaderboard/stats: 'Performance Analytics' of this month's overall board. */
export function StatsPage() {
  const headingId = useId();
  // The figures follow the overall board: read again when points land or the boards are rebuilt.
  const query = useApiQuery(leaderboardKeys.stats, fetchStats, { meta: { errorToast: 'Error fetching stats page data!' }, liveRefetch: ['board', 'points'] });
  const stats = query.data?.data;

  return (
    <Stack aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Performance Analytics</SectionHeading>
      {query.isPending && (
        <Centered>
          <Spinner size={32} label="Loading stats..." />
        </Centered>
      )}
      {!query.isPending && !stats && (
        <LoadFailure title="Error Loading Data" detail="The stats could not be loaded. Retry reloads the page." onRetry={() => page.reload()} />
      )}
      {stats && (
        <>
          <StatCards stats={stats} />
          <PerformancePyramid tiers={stats.tiers} />
          <ScoreDistribution stats={stats} />
        </>
      )}
    </Stack>
  );
}

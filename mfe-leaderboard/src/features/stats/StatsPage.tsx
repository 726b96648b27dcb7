import { useId } from 'react';
import { NotKeptOffline, PlatformHealthBanner, Spinner, useApiQuery } from '@chapter/shared';
import { fetchStats, leaderboardKeys } from '../../api/leaderboard';
import { LoadFailure } from '../../components/LoadFailure';
import { Centered, SectionHeading, Stack } from '../../components/Page';
import { page } from '../../lib/reloadPage';
import { usePlatformHealthSettled } from '../../hooks/usePlatformHealthSettled';
import { PerformancePyramid } from './PerformancePyramid';
import { ScoreDistribution } from './ScoreDistribution';
import { StatCards } from './StatCards';

/** /leaderboard/stats: 'Performance Analytics' of this month's overall board. */
export function StatsPage() {
  const headingId = useId();
  // The figures follow the overall board: read again when points land or the boards are rebuilt.
  const query = useApiQuery(leaderboardKeys.stats, fetchStats, { meta: { errorToast: 'Error fetching stats page data!' }, liveRefetch: ['board', 'points'] });
  const stats = query.data?.data;
  // The banner and the figures appear together, where the spinner was (no layout shift, issue 33).
  const healthSettled = usePlatformHealthSettled();
  // Offline with no figures kept on this device, the read waits for the network: said so instead of a spinner.
  const notKept = !stats && query.fetchStatus === 'paused';
  const waiting = !notKept && (query.isPending || !healthSettled);

  return (
    <Stack aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Performance Analytics</SectionHeading>
      {!waiting && !notKept && <PlatformHealthBanner />}
      {waiting && (
        <Centered>
          <Spinner size={32} label="Loading stats..." />
        </Centered>
      )}
      {notKept && <NotKeptOffline />}
      {!waiting && !notKept && !stats && (
        <LoadFailure title="Error Loading Data" detail="The stats could not be loaded. Retry reloads the page." onRetry={() => page.reload()} />
      )}
      {!waiting && stats && (
        <>
          <StatCards stats={stats} />
          <PerformancePyramid tiers={stats.tiers} />
          <ScoreDistribution stats={stats} />
        </>
      )}
    </Stack>
  );
}

import { useEffect, useId, useState } from 'react';
import { Spinner, notify } from '@chapter/shared';
import type { StatsData } from '@chapter/shared/types';
import { fetchStats } from '../../api/leaderboard';
import { LoadFailure } from '../../components/LoadFailure';
import { Centered, SectionHeading, Stack } from '../../components/Page';
import { page } from '../../lib/reloadPage';
import { PerformancePyramid } from './PerformancePyramid';
import { ScoreDistribution } from './ScoreDistribution';
import { StatCards } from './StatCards';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stats: StatsData };

/** /leaderboard/stats: 'Performance Analytics' of this month's overall board. */
export function StatsPage() {
  const headingId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    void fetchStats().then((result) => {
      if (!current) return;
      if (result.ok && result.data?.data) {
        setState({ status: 'ready', stats: result.data.data });
      } else {
        setState({ status: 'failed' });
        notify.error('Error fetching stats page data!');
      }
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <Stack aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Performance Analytics</SectionHeading>
      {state.status === 'loading' && (
        <Centered>
          <Spinner size={32} label="Loading stats..." />
        </Centered>
      )}
      {state.status === 'failed' && (
        <LoadFailure title="Error Loading Data" detail="The stats could not be loaded. Retry reloads the page." onRetry={() => page.reload()} />
      )}
      {state.status === 'ready' && (
        <>
          <StatCards stats={state.stats} />
          <PerformancePyramid tiers={state.stats.tiers} />
          <ScoreDistribution stats={state.stats} />
        </>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailure, NotKeptOffline, color, media } from '@chapter/shared';
import { useProfileData } from '../../../api/profileData';
import { ActivityHeatMap } from '../../../components/ActivityHeatMap';
import { Page } from '../../../components/Page';
import { ProblemOfTheDayCard } from '../../../components/ProblemOfTheDayCard';
import { greetingName } from '../utils/greetingName';
import { NotificationToggle, NotificationTogglePlaceholder } from './NotificationToggle';
import { StatsTiles } from './StatsTiles';
import { TopUsers } from './TopUsers';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 64px;
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  margin: 4px 0 0;
  color: ${color('muted')};
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 24px;
  align-items: start;

  ${media.below('desktop')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export type DashboardPageProps = {
  /** The sections other features draw, composed by the app (no feature imports another). */
  announcements?: ReactNode;
  calendar?: ReactNode;
  calendarFeed?: ReactNode;
  /** The chapter's standings in the contests running now (draws nothing when there are none). */
  liveStandings?: ReactNode;
};

/**
 * /dashboard: the greeting and notification switch once the profile has said both; problems of the day, stats,
 * announcements, top 5, this month's activity and the calendar each load on their own.
 */
export function DashboardPage({ announcements, calendar, calendarFeed, liveStandings }: DashboardPageProps) {
  // The tiles (points, rank) follow the boards: read again when points land or the boards are rebuilt.
  const query = useProfileData(undefined, { liveRefetch: ['board', 'points'] });
  const profile = query.data;
  const welcome = (
    <div>
      <Greeting>Hello</Greeting>
      <Lead>Welcome back to your dashboard.</Lead>
    </div>
  );

  // Offline with nothing of the dashboard kept on this device, its reads wait for the network (docs/offline.md): one
  // line says so, instead of a spinner in every section.
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <Page>
        <Header>{welcome}</Header>
        <NotKeptOffline />
      </Page>
    );
  }

  return (
    <Page>
      <Header>
        {query.isPending ? (
          // The loaded header's shape (greeting and lead, then the switch's place), so nothing below moves when it arrives.
          <>
            {welcome}
            <NotificationTogglePlaceholder label="Loading your dashboard" />
          </>
        ) : query.isError ? (
          <LoadFailure message="Failed to load user data" onRetry={() => void query.refetch()} />
        ) : (
          <>
            <div>
              <Greeting>Hello, {greetingName(query.data.name)}</Greeting>
              <Lead>Welcome back to your dashboard.</Lead>
            </div>
            <NotificationToggle subscribed={query.data.subscribed} />
          </>
        )}
      </Header>
      {liveStandings}
      <ProblemOfTheDayCard />
      <StatsTiles profile={profile} />
      <TwoColumns>
        {announcements}
        <TopUsers />
      </TwoColumns>
      {profile && <ActivityHeatMap activity={profile.dailyActivity ?? []} />}
      {calendar}
      {calendarFeed}
    </Page>
  );
}

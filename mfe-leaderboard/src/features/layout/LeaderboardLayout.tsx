import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { color, trackPageView } from '@chapter/shared';
import { Page, PageHeading } from '../../components/Page';
import { AreaTabs } from './AreaTabs';

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Lead = styled.p`
  margin: 0;
  color: ${color('muted')};
`;

/** The leaderboard area: title, tabs, and the board or stats page below (with a banner while a platform is down); each page sends a page view. */
export function LeaderboardLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView('leaderboard', pathname);
  }, [pathname]);

  return (
    <Page>
      <Intro>
        <PageHeading>Leaderboard</PageHeading>
        <Lead>This month&apos;s standings of the chapter, overall and per platform.</Lead>
      </Intro>
      <AreaTabs />
      {/* Each page draws the platform banner under its own heading, with its figures (hooks/usePlatformHealthSettled). */}
      <Outlet />
    </Page>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PlatformHealthBanner, color, trackPageView } from '@chapter/shared';
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

/** The leaderboard area: title, tabs, a banner while a platform is down, and the board or stats page below; each page sends a page view. */
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
      <PlatformHealthBanner />
      <Outlet />
    </Page>
  );
}

import React from 'react';
import { Route, Routes, UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { session$ } from '@chapter/shared';
import { OVERALL_BOARD } from './features/board/boards';
import { BoardPage } from './features/board/BoardPage';
import { PlatformBoardRoute } from './features/board/PlatformBoardRoute';
import { LeaderboardLayout } from './features/layout/LeaderboardLayout';
import { StatsPage } from './features/stats/StatsPage';

// Test builds only (FEDERATION_PROBE=on): lets the e2e suite check the page holds one copy of each singleton.
if (process.env.FEDERATION_PROBE === 'on') {
  void import('@chapter/shared/diagnostics').then(({ registerFederationProbe }) =>
    registerFederationProbe('mfe_leaderboard', { React, routerContext: UNSAFE_NavigationContext, ThemeContext, toast, session$ }),
  );
}

export const BUILD_ID = process.env.BUILD_ID ?? 'dev';

/** The leaderboard remote: /leaderboard/overall, /leaderboard/platform/:platform, /leaderboard/stats (the shell guards and redirects). */
export default function LeaderboardApp() {
  return (
    <div data-remote="mfe_leaderboard" data-build={BUILD_ID}>
      <Routes>
        <Route path="/leaderboard" element={<LeaderboardLayout />}>
          <Route path="overall" element={<BoardPage key="overall" board={OVERALL_BOARD} />} />
          <Route path="platform/:platform" element={<PlatformBoardRoute />} />
          <Route path="stats" element={<StatsPage />} />
        </Route>
      </Routes>
    </div>
  );
}

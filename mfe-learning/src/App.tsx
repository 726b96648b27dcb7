import React from 'react';
import { Route, Routes, UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { onDemand, session$, Spinner } from '@chapter/shared';
import { Centered, Page } from './components/Page';
import { PracticeListPage } from './features/practice/components/PracticeListPage';
import { PracticeSetPage } from './features/practice/components/PracticeSetPage';
import { RoadmapListPage } from './features/roadmaps/components/RoadmapListPage';
import { ResourceListPage } from './features/resources/components/ResourceListPage';
import { VideoResourcePage } from './features/resources/components/VideoResourcePage';

// Test builds only (FEDERATION_PROBE=on): lets the e2e suite check the page holds one copy of each singleton.
if (process.env.FEDERATION_PROBE === 'on') {
  void import('@chapter/shared/diagnostics').then(({ registerFederationProbe }) =>
    registerFederationProbe('mfe_learning', { React, routerContext: UNSAFE_NavigationContext, ThemeContext, toast, session$ }),
  );
}

// A roadmap's page brings its graph editor (@xyflow/react and d3, about 60 KB compressed): it downloads when a roadmap is
// opened, so /practice, /resources and /roadmaps start without it.
const RoadmapPage = onDemand(
  () => import('./features/roadmaps/components/RoadmapPage'),
  (module: typeof import('./features/roadmaps/components/RoadmapPage')) => module.RoadmapPage,
  <Page>
    <Centered>
      <Spinner size={32} label="Loading roadmap" />
    </Centered>
  </Page>,
);

export const BUILD_ID = process.env.BUILD_ID ?? 'dev';

/** The learning remote: /practice/*, /resources/*, /roadmaps/*. The shell guards every path; this module draws the pages. */
export default function LearningApp() {
  return (
    <div data-remote="mfe_learning" data-build={BUILD_ID}>
      <Routes>
        <Route path="/practice" element={<PracticeListPage />} />
        <Route path="/practice/:id" element={<PracticeSetPage />} />
        <Route path="/resources" element={<ResourceListPage />} />
        <Route path="/resources/:id" element={<VideoResourcePage />} />
        <Route path="/roadmaps" element={<RoadmapListPage />} />
        <Route path="/roadmaps/:id" element={<RoadmapPage />} />
      </Routes>
    </div>
  );
}

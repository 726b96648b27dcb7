import React, { useEffect } from 'react';
import { Route, Routes, UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { onDemand, pageOnDemand, session$, Spinner, whenIdle } from '@chapter/shared';
import { Centered, Page } from './components/Page';
import { PracticeListPage } from './features/practice/components/PracticeListPage';
import { RoadmapListPage } from './features/roadmaps/components/RoadmapListPage';
import { ResourceListPage } from './features/resources/components/ResourceListPage';

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

// A practice set's and a video's pages bring the Markdown renderer and the add dialogs' form libraries (formik and yup,
// about 45 KB compressed together): a move to the lists does not wait for them. They download when the browser is idle
// after the area first draws, so opening a set or a video seldom waits either.
const practiceSetPage = pageOnDemand(
  () => import('./features/practice/components/PracticeSetPage'),
  (module) => module.PracticeSetPage,
);
const videoResourcePage = pageOnDemand(
  () => import('./features/resources/components/VideoResourcePage'),
  (module) => module.VideoResourcePage,
);
const PracticeSetPage = practiceSetPage.Page;
const VideoResourcePage = videoResourcePage.Page;

export const BUILD_ID = process.env.BUILD_ID ?? 'dev';

/** The learning remote: /practice/*, /resources/*, /roadmaps/*. The shell guards every path; this module draws the pages. */
export default function LearningApp() {
  useEffect(() => {
    whenIdle(() => {
      practiceSetPage.prefetch();
      videoResourcePage.prefetch();
    });
  }, []);
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

import React from 'react';
import { Route, Routes, UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { onDemand, session$, Spinner } from '@chapter/shared';
import { Centered } from './components/Page';
import { AnnouncementsPanel } from './features/announcements/components/AnnouncementsPanel';
import { CalendarPanel } from './features/calendar/components/CalendarPanel';
import { CalendarFeedCard } from './features/calendar-feed/components/CalendarFeedCard';
import { ComparePage } from './features/compare/components/ComparePage';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { LiveStandingsPanel } from './features/liveStandings/components/LiveStandingsPanel';
import { PointsHistoryCard } from './features/points-history/components/PointsHistoryCard';
import { PublicProfileLink } from './features/privacy/components/PublicProfileLink';
import { ProfilePage } from './features/profile/components/ProfilePage';
import { RefreshFiguresCard } from './features/refresh-figures/components/RefreshFiguresCard';

// Test builds only (FEDERATION_PROBE=on): lets the e2e suite check the page holds one copy of each singleton.
if (process.env.FEDERATION_PROBE === 'on') {
  void import('@chapter/shared/diagnostics').then(({ registerFederationProbe }) =>
    registerFederationProbe('mfe_dashboard', { React, routerContext: UNSAFE_NavigationContext, ThemeContext, toast, session$ }),
  );
}

// Editing a profile is the one page that needs the form libraries (formik, yup): its code downloads when it is opened.
const EditProfilePage = onDemand(
  () => import('./features/edit-profile/components/EditProfilePage'),
  (module: typeof import('./features/edit-profile/components/EditProfilePage')) => module.EditProfilePage,
  <Centered>
    <Spinner size={32} label="Loading your profile" />
  </Centered>,
);

// The profile's Reminders section (a form) downloads with the page that shows it.
const RemindersSection = onDemand(
  () => import('./features/reminders/components/RemindersSection'),
  (module: typeof import('./features/reminders/components/RemindersSection')) => module.RemindersSection,
  <Spinner label="Loading your reminders" />,
);

// The member's privacy, public profile and data sections (a form among them) download with the page that shows them.
const loadPrivacy = () => import('./features/privacy/components/sections');
type PrivacyModule = typeof import('./features/privacy/components/sections');
const PrivacySection = onDemand(loadPrivacy, (module: PrivacyModule) => module.PrivacySection, <Spinner label="Loading your privacy choices" />);
const PublicProfileSection = onDemand(loadPrivacy, (module: PrivacyModule) => module.PublicProfileSection);
const YourDataSection = onDemand(loadPrivacy, (module: PrivacyModule) => module.YourDataSection);

export const BUILD_ID = process.env.BUILD_ID ?? 'dev';

// Pages are composed here from features, so no feature imports another.
const dashboard = (
  <DashboardPage
    announcements={<AnnouncementsPanel />}
    calendar={<CalendarPanel />}
    calendarFeed={<CalendarFeedCard />}
    liveStandings={<LiveStandingsPanel />}
  />
);
const profile = <ProfilePage ownProfileExtras={<PointsHistoryCard />} ownProfileLinks={<PublicProfileLink />} ownProfileTools={<RefreshFiguresCard />} />;
const editProfile = (
  <EditProfilePage
    privacy={(data) => (
      <>
        <PrivacySection />
        <PublicProfileSection name={data.name} />
      </>
    )}
    settings={
      <>
        <RemindersSection />
        <YourDataSection />
      </>
    }
  />
);

/** The dashboard remote: /dashboard and /profile/*. The shell guards every path; this module draws the pages. */
export default function DashboardApp() {
  return (
    <div data-remote="mfe_dashboard" data-build={BUILD_ID}>
      <Routes>
        <Route path="/dashboard" element={dashboard} />
        <Route path="/profile" element={profile} />
        <Route path="/profile/edit" element={editProfile} />
        <Route path="/profile/compare" element={<ComparePage />} />
        <Route path="/profile/:id" element={profile} />
      </Routes>
    </div>
  );
}

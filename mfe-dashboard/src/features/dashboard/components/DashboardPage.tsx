import styled from 'styled-components';
import { LoadFailure, Spinner, color } from '@chapter/shared';
import { useProfileData } from '../../../api/profileData';
import { Centered, Page } from '../../../components/Page';
import { greetingName } from '../utils/greetingName';
import { NotificationToggle } from './NotificationToggle';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
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

/** /dashboard: the greeting and the notification switch, once the profile has said both. */
export function DashboardPage() {
  const { state, retry } = useProfileData();

  if (state.status === 'loading') {
    return (
      <Page>
        <Centered>
          <Spinner size={32} label="Loading your dashboard" />
        </Centered>
      </Page>
    );
  }
  if (state.status === 'error') {
    return (
      <Page>
        <LoadFailure message="Failed to load user data" onRetry={retry} />
      </Page>
    );
  }

  const profile = state.data;
  return (
    <Page>
      <Header>
        <div>
          <Greeting>Hello, {greetingName(profile.name)}</Greeting>
          <Lead>Welcome back to your dashboard.</Lead>
        </div>
        <NotificationToggle subscribed={profile.subscribed} />
      </Header>
      {/* The dashboard's sections (problems of the day, stats, announcements, top 5, calendar) follow here as cards. */}
    </Page>
  );
}

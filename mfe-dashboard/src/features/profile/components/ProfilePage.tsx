import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailure, Spinner, color } from '@chapter/shared';
import { useProfileData } from '../../../api/profileData';
import { Centered, Page } from '../../../components/Page';
import { AchievementsCard } from './AchievementsCard';
import { PlatformCards } from './PlatformCards';
import { ProfileHeader } from './ProfileHeader';
import { ProfileStats } from './ProfileStats';

const NotFoundTitle = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  color: ${color('text')};
`;

const NotFoundText = styled.p`
  margin: 0;
  color: ${color('muted')};
`;

// An id the server does not know (or cannot read as an id) is a missing member, not a failure worth retrying.
const NOT_FOUND_STATUSES = [400, 404];

/** /profile (mine) and /profile/{id} (anyone's): header, stats, platform activity and achievements. */
export function ProfilePage() {
  const { id } = useParams<{ id: string }>();
  const { state, retry } = useProfileData(id);

  if (state.status === 'loading') {
    return (
      <Page>
        <Centered>
          <Spinner size={32} label="Loading profile" />
        </Centered>
      </Page>
    );
  }
  if (state.status === 'error' && id && NOT_FOUND_STATUSES.includes(state.httpStatus)) {
    return (
      <Page>
        <Centered>
          <NotFoundTitle>User not found!</NotFoundTitle>
          <NotFoundText>No member has this profile address. The link may be old or mistyped.</NotFoundText>
          <Link to="/profile">Go to your profile</Link>
        </Centered>
      </Page>
    );
  }
  if (state.status === 'error') {
    return (
      <Page>
        <LoadFailure message="Error fetching profile data! Please try later" onRetry={retry} />
      </Page>
    );
  }

  const profile = state.data;
  return (
    <Page>
      <ProfileHeader profile={profile} />
      <ProfileStats profile={profile} />
      {/* Monthly activity and the problem of the day join here with the dashboard. */}
      <PlatformCards profile={profile} />
      <AchievementsCard achievements={profile.badges ?? []} />
    </Page>
  );
}

import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailure, NotKeptOffline, Spinner, color } from '@chapter/shared';
import { useProfileData } from '../../../api/profileData';
import { Centered, Page } from '../../../components/Page';
import { AchievementsCard } from '../../../components/AchievementsCard';
import { ActivityHeatMap } from '../../../components/ActivityHeatMap';
import { PlatformCards } from '../../../components/PlatformCards';
import { ProblemOfTheDayCard } from '../../../components/ProblemOfTheDayCard';
import { FinishedSets } from './FinishedSets';
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

export type ProfilePageProps = {
  /** Shown only on the signed-in member's own profile (their points history, composed by the app). */
  ownProfileExtras?: ReactNode;
  /** Shown only on the member's own profile, among the header's links (the public profile's, composed by the app). */
  ownProfileLinks?: ReactNode;
  /** Shown only on the member's own profile, above their platforms ("Refresh my figures", composed by the app). */
  ownProfileTools?: ReactNode;
};

/** /profile (mine) and /profile/{id} (anyone's): header, stats, activity, platforms, achievements, problem of the day. */
export function ProfilePage({ ownProfileExtras, ownProfileLinks, ownProfileTools }: ProfilePageProps) {
  const { id } = useParams<{ id: string }>();
  const query = useProfileData(id);

  // Offline with this profile not kept on this device, the read waits for the network (docs/offline.md).
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <Page>
        <NotKeptOffline />
      </Page>
    );
  }
  if (query.isPending) {
    return (
      <Page>
        <Centered>
          <Spinner size={32} label="Loading profile" />
        </Centered>
      </Page>
    );
  }
  if (query.isError && id && NOT_FOUND_STATUSES.includes(query.error.status)) {
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
  if (query.isError) {
    return (
      <Page>
        <LoadFailure message="Error fetching profile data! Please try later" onRetry={() => void query.refetch()} />
      </Page>
    );
  }

  const profile = query.data;
  return (
    <Page>
      <ProfileHeader profile={profile} ownLinks={ownProfileLinks} />
      <ProfileStats profile={profile} />
      <ActivityHeatMap activity={profile.dailyActivity ?? []} />
      {profile.isOwnProfile && ownProfileTools}
      <PlatformCards profile={profile} />
      <AchievementsCard achievements={profile.badges ?? []} />
      {profile.finishedSets && <FinishedSets sets={profile.finishedSets} />}
      {profile.isOwnProfile && ownProfileExtras}
      <ProblemOfTheDayCard />
    </Page>
  );
}

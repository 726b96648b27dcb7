import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { academicYearLabel, Avatar, color, EmptyState, LoadFailure, roleLabel, Spinner, UserIcon } from '@chapter/shared';
import { useProfileData } from '../../../api/profileData';
import { AchievementsCard } from '../../../components/AchievementsCard';
import { ActivityHeatMap } from '../../../components/ActivityHeatMap';
import { Card } from '../../../components/Page';
import { PlatformCards } from '../../../components/PlatformCards';
import { rankLabel } from '../../../lib/format';

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Summary = styled(Card)`
  display: flex;
  align-items: center;
  gap: 16px;

  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${color('text')};
  }
  p {
    margin: 2px 0 0;
    color: ${color('muted')};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    padding: 12px 4px;
    border: 1px solid ${color('border')};
    border-radius: 8px;
    background: ${color('surface')};
    text-align: center;
  }
  dt {
    font-size: 0.8125rem;
    color: ${color('muted')};
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${color('primary')};
  }
`;

export type CompareSideProps = {
  userId: string | null;
  /** 'First' or 'Second': names the side for screen readers while empty or loading. */
  side: string;
};

/** One side of the comparison: summary, performance stats, achievements, monthly activity and platforms. */
export function CompareSide({ userId, side }: CompareSideProps) {
  const headingId = useId();
  const query = useProfileData(userId ?? undefined, { enabled: Boolean(userId) });

  if (!userId) {
    return (
      <Column aria-label={`${side} profile`}>
        <EmptyState icon={<UserIcon size={36} />} title="Choose a member to compare." />
      </Column>
    );
  }
  if (query.isPending) {
    return (
      <Column aria-label={`${side} profile`}>
        <Spinner size={32} label={`Loading the ${side.toLowerCase()} profile`} />
      </Column>
    );
  }
  if (query.isError) {
    return (
      <Column aria-label={`${side} profile`}>
        <LoadFailure message="Error fetching profile data! Please try later" onRetry={() => void query.refetch()} />
      </Column>
    );
  }
  const profile = query.data;
  const stats = [
    { label: 'Points', value: String(profile.points ?? 0) },
    { label: 'Current Rank', value: rankLabel(profile.currentRank) },
    { label: 'Previous Rank', value: rankLabel(profile.prevMonthData?.prevRank) },
    { label: 'Questions Solved', value: String(profile.problemsSolved ?? 0) },
    { label: 'Average per Day', value: Number(profile.avgPerDay ?? 0).toFixed(2) },
    { label: 'Max Streak', value: String(profile.maxStreak ?? 0) },
  ];
  return (
    <Column aria-labelledby={headingId} data-side={side.toLowerCase()}>
      <Summary>
        <Avatar src={profile.profilePicture?.url} name={profile.name} size={64} />
        <div>
          <h2 id={headingId}>
            <Link to={`/profile/${profile._id}`}>{profile.name}</Link>
          </h2>
          <p>
            {roleLabel(profile.role)} · {academicYearLabel(profile.academicYear)}
          </p>
        </div>
      </Summary>
      <Stats aria-label={`${profile.name}'s performance`}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </Stats>
      <AchievementsCard achievements={profile.badges ?? []} />
      <ActivityHeatMap activity={profile.dailyActivity ?? []} />
      <PlatformCards profile={profile} />
    </Column>
  );
}

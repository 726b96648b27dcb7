import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AvatarHoverCard, Badge, color, EmptyState, MedalIcon, media, Pending, radius, useLoadErrorToast, VisuallyHidden } from '@chapter/shared';
import type { TopUser } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { useTopUsers } from '../api/getTopUsers';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $top: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border: 1px solid ${(props) => (props.$top ? color('primary')(props) : color('border')(props))};
  border-radius: ${radius('md')};
  background: ${(props) => (props.$top ? color('primarySoft')(props) : color('surface')(props))};

  ${media.mobile} {
    flex-wrap: wrap;
  }
`;

const Rank = styled.span`
  flex: none;
  width: 2ch;
  font-weight: 700;
  color: ${color('text')};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;

  a {
    font-weight: 600;
    color: ${color('text')};
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.875rem;
    color: ${color('muted')};
  }
`;

const Achievements = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Achievement = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color('text')};
`;

const ACHIEVEMENT_NAMES: Record<keyof TopUser['achievements'], string> = {
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  maxAvgPerDay: 'Max Avg Per Day',
  dailyActiveStreak: 'Daily Active Streak',
};

/** Achievement counts above 0, in this order (Gold, Silver, Bronze, Max Avg Per Day, Daily Active Streak). */
export function shownAchievements(achievements: TopUser['achievements']) {
  return (Object.keys(ACHIEVEMENT_NAMES) as Array<keyof TopUser['achievements']>)
    .map((type) => ({ type, name: ACHIEVEMENT_NAMES[type], count: achievements?.[type] ?? 0 }))
    .filter((item) => item.count > 0);
}

/** The month's top 5; the first three highlighted; each avatar shows a hover card. */
export function TopUsers() {
  const query = useTopUsers();
  useLoadErrorToast(query.error, 'Failed to load top 5 users');
  return (
    <Card aria-labelledby="top-users-title">
      <CardTitle id="top-users-title">Top 5 Users of the Month</CardTitle>
      {query.isPending ? (
        <Pending query={query} label="Loading the top 5 users" />
      ) : query.isError ? (
        <p role="alert">Failed to load top 5 users</p>
      ) : query.data.length === 0 ? (
        <EmptyState icon={<MedalIcon size={36} />} title="No points earned this month yet." />
      ) : (
        <List>
          {query.data.map((user, index) => (
            <Row key={user._id} $top={index < 3}>
              <Rank>
                <VisuallyHidden>Rank </VisuallyHidden>
                {user.currentRank ?? index + 1}
              </Rank>
              <AvatarHoverCard member={user} size={40} />
              <Who>
                <Link to={`/profile/${user._id}`}>{user.name}</Link>
                <span>{user.points} points</span>
              </Who>
              {shownAchievements(user.achievements).length > 0 && (
                <Achievements aria-label={`${user.name}'s achievements`}>
                  {shownAchievements(user.achievements).map((item) => (
                    <Achievement key={item.type}>
                      <Badge type={item.type} size="small" text={item.name} />
                      <span aria-hidden="true">×{item.count}</span>
                      <VisuallyHidden>: {item.count}</VisuallyHidden>
                    </Achievement>
                  ))}
                </Achievements>
              )}
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}

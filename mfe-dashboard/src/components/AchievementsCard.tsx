import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DISPLAY, EmptyState, MedalIcon } from '@chapter/shared';
import type { Badge as Achievement } from '@chapter/shared/types';
import { Card, CardTitle } from './Page';
import { AchievementItem } from './AchievementItem';

const Heading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;

  h2 {
    margin-bottom: 16px;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type AchievementsCardProps = { achievements: Achievement[] };

/** The first three achievements, and every one of them in a dialog. */
export function AchievementsCard({ achievements }: AchievementsCardProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const preview = achievements.slice(0, DISPLAY.badgesPreview);

  return (
    <Card aria-labelledby={headingId}>
      <Heading>
        <CardTitle id={headingId}>Achievements</CardTitle>
        {achievements.length > 0 && (
          <Button variant="ghost" size="small" onClick={() => setShowAll(true)} aria-haspopup="dialog">
            View all
          </Button>
        )}
      </Heading>
      {achievements.length === 0 ? (
        <EmptyState icon={<MedalIcon size={36} />} title="No achievements yet. Keep trying harder!" />
      ) : (
        <List>
          {preview.map((achievement) => (
            <AchievementItem key={achievement.id} achievement={achievement} />
          ))}
        </List>
      )}
      <Dialog open={showAll} title={`Achievements (${achievements.length})`} size="medium" onClose={() => setShowAll(false)}>
        <List>
          {achievements.map((achievement) => (
            <AchievementItem key={achievement.id} achievement={achievement} detailed />
          ))}
        </List>
      </Dialog>
    </Card>
  );
}

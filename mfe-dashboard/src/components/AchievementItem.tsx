import styled from 'styled-components';
import { Badge, color } from '@chapter/shared';
import type { Badge as Achievement } from '@chapter/shared/types';
import { badgeTypeLabel, formatBadgeDate } from '../lib/badges';

const Item = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 600;
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: 0.8125rem;
  color: ${color('muted')};
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color('text')};
`;

export type AchievementItemProps = {
  achievement: Achievement;
  /** The dialog lists the description too; the card's preview does not. */
  detailed?: boolean;
};

/** One achievement: its medal, name, kind and date (and, in full, what it was for). */
export function AchievementItem({ achievement, detailed = false }: AchievementItemProps) {
  const kind = badgeTypeLabel(achievement.type);
  return (
    <Item>
      <Badge type={achievement.type} text={kind} size={detailed ? 'medium' : 'small'} />
      <Text>
        <Name>{achievement.name}</Name>
        <Meta>
          {kind} · <time dateTime={achievement.date}>{formatBadgeDate(achievement.date)}</time>
        </Meta>
        {detailed && achievement.description && <Description>{achievement.description}</Description>}
      </Text>
    </Item>
  );
}

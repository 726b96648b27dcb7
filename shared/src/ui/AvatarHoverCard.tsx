import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, shadow, zIndex } from '../theme';
import type { Picture } from '../types';
import { Avatar } from './Avatar';

/** What the card tells about a member (a leaderboard row, a ranked member, a top user all fit). */
export type HoverCardMember = {
  name: string;
  profilePicture: Picture | null;
  /** This month's points. */
  points: number;
  /** Points gained in the last day; shown only when above 0. */
  pointsIncreased: number;
};

export type AvatarHoverCardProps = {
  member: HoverCardMember;
  /** Diameter of the avatar in px. */
  size?: number;
  /** Makes the avatar a link (a member's profile); without it the avatar is still focusable, for the keyboard. */
  to?: string;
  className?: string;
};

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const triggerStyle = `
  display: inline-flex;
  border-radius: 50%;
  color: inherit;
  text-decoration: none;
`;

const TriggerLink = styled(Link)`
  ${triggerStyle}
`;

const TriggerSpan = styled.span`
  ${triggerStyle}
  cursor: default;
`;

const Card = styled.span`
  position: absolute;
  top: calc(100% + 8px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${zIndex('tooltip')};
  display: flex;
  align-items: center;
  gap: 12px;
  width: max-content;
  max-width: min(260px, 80vw);
  padding: 12px 14px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('md')};
  color: ${color('text')};
  text-align: left;
  white-space: normal;
  pointer-events: none;

  &[hidden] {
    display: none;
  }
`;

const Facts = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.strong`
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

const Points = styled.span`
  font-size: 0.875rem;
  color: ${color('muted')};
`;

const Gain = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color('success')};
`;

const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/**
 * A member's avatar that shows a small card (picture, name, points and, when above 0, the points gained) on hover
 * and on keyboard focus. The card describes the avatar (aria-describedby), so screen readers hear it too.
 */
export function AvatarHoverCard({ member, size = 48, to, className }: AvatarHoverCardProps) {
  const cardId = useId();
  const [open, setOpen] = useState(false);
  const avatar: ReactNode = <Avatar src={member.profilePicture?.url} name={member.name} size={size} />;

  return (
    <Anchor
      className={className}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {to ? (
        <TriggerLink to={to} aria-describedby={cardId}>
          {avatar}
        </TriggerLink>
      ) : (
        <TriggerSpan tabIndex={0} aria-describedby={cardId}>
          {avatar}
        </TriggerSpan>
      )}
      <Card id={cardId} role="tooltip" hidden={!open}>
        <span aria-hidden="true">
          <Avatar src={member.profilePicture?.url} name={member.name} size={56} />
        </span>
        <Facts>
          <Name>{member.name}</Name>
          <Points>{pointsText(member.points)}</Points>
          {member.pointsIncreased > 0 && <Gain>+{member.pointsIncreased} today</Gain>}
        </Facts>
      </Card>
    </Anchor>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, DISPLAY, Dialog, color } from '@chapter/shared';
import type { StatsTier } from '@chapter/shared/types';
import { pointsText } from '../../lib/format';
import { TIER_TITLES, membersText, rangeText } from './tiers';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Member = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px;
  border-radius: 8px;
  color: ${color('text')};
  text-decoration: none;

  &:hover {
    background: ${color('surfaceAlt')};
  }
`;

const Name = styled.span`
  flex: 1;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Points = styled.span`
  font-size: 0.875rem;
  color: ${color('muted')};
  white-space: nowrap;
`;

const More = styled.p`
  margin: 12px 0 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

export type TierMembersDialogProps = { tier: StatsTier | null; onClose: () => void };

/** The overflow popup: a tier's best members, up to 12, each a link to their profile. */
export function TierMembersDialog({ tier, onClose }: TierMembersDialogProps) {
  const members = tier?.users.slice(0, DISPLAY.overflowPopup) ?? [];
  return (
    <Dialog
      open={tier !== null}
      onClose={onClose}
      title={tier ? TIER_TITLES[tier.tier] : ''}
      description={tier ? `${membersText(tier.count)} · ${rangeText(tier.range)}` : undefined}
    >
      <List aria-label="Members">
        {members.map((member) => (
          <li key={member._id}>
            <Member to={`/profile/${member._id}`}>
              <span aria-hidden="true">
                <Avatar src={member.profilePicture?.url} name={member.name} size={36} />
              </span>
              <Name>{member.name}</Name>
              <Points>{pointsText(member.points)}</Points>
            </Member>
          </li>
        ))}
      </List>
      {tier && tier.count > members.length && (
        <More>
          Showing the top {members.length} of {tier.count}.
        </More>
      )}
    </Dialog>
  );
}

import styled from 'styled-components';
import { AvatarHoverCard, color, media, radius } from '@chapter/shared';
import type { StatsTier } from '@chapter/shared/types';
import { TIER_COLOURS, TIER_TITLES, avatarLimit, membersText, rangeText } from './tiers';

/** Each step of the pyramid is wider than the one above it. */
const WIDTHS = ['55%', '70%', '85%', '100%'];

const Step = styled.li<{ $index: number; $colour: string }>`
  width: ${({ $index }) => WIDTHS[$index] ?? '100%'};
  min-width: min(100%, 320px);
  margin: 0 auto;
  padding: 14px 16px;
  border: 1px solid ${color('border')};
  border-top: 4px solid ${({ $colour }) => $colour};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  text-align: center;

  ${media.mobile} {
    width: 100%;
    min-width: 0;
    padding: 12px;
  }
`;

const Title = styled.h4`
  margin: 0;
  font-size: 1rem;
  color: ${color('text')};
`;

const Facts = styled.p`
  margin: 2px 0 10px;
  font-size: 0.8125rem;
  color: ${color('muted')};
`;

const Avatars = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MoreButton = styled.button<{ $colour: string }>`
  min-width: 40px;
  height: 40px;
  padding: 0 8px;
  border: 2px solid ${({ $colour }) => $colour};
  border-radius: ${radius('pill')};
  background: ${color('surface')};
  color: ${({ $colour }) => $colour};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${color('surfaceAlt')};
  }
`;

const Empty = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

export type TierRowProps = {
  tier: StatsTier;
  index: number;
  narrow: boolean;
  onShowAll: (tier: StatsTier) => void;
};

/** One step of the pyramid: title, range and count, the first few avatars, then '+N' opening the popup. */
export function TierRow({ tier, index, narrow, onShowAll }: TierRowProps) {
  const title = TIER_TITLES[tier.tier];
  const colour = TIER_COLOURS[tier.tier];
  const shown = tier.users.slice(0, avatarLimit(tier.tier, narrow));
  const hidden = Math.max(0, tier.count - shown.length);

  return (
    <Step $index={index} $colour={colour} aria-label={title}>
      <Title>{title}</Title>
      <Facts>
        {rangeText(tier.range)} · {membersText(tier.count)}
      </Facts>
      {tier.count === 0 ? (
        <Empty>No members in this tier yet</Empty>
      ) : (
        <Avatars>
          {shown.map((member) => (
            <li key={member._id}>
              <AvatarHoverCard member={member} to={`/profile/${member._id}`} size={40} />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <MoreButton type="button" $colour={colour} aria-label={`+${hidden} more in ${title}`} aria-haspopup="dialog" onClick={() => onShowAll(tier)}>
                +{hidden}
              </MoreButton>
            </li>
          )}
        </Avatars>
      )}
    </Step>
  );
}

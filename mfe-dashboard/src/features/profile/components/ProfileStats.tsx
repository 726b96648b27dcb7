import styled from 'styled-components';
import { color, media, radius, VisuallyHidden } from '@chapter/shared';
import type { ProfileData } from '@chapter/shared/types';
import { rankLabel } from '../../../lib/format';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  margin: 0;

  ${media.mobile} {
    gap: 8px;
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: 4px;
  padding: 16px 8px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  text-align: center;
`;

const Label = styled.dt`
  font-size: 0.875rem;
  color: ${color('muted')};
`;

const Value = styled.dd`
  margin: 0;
  font-size: clamp(1.25rem, 5vw, 1.75rem);
  font-weight: 700;
  color: ${color('primary')};
`;

export type ProfileStatsProps = { profile: ProfileData };

/** This month's points and rank, and last month's rank; a dash where there is no rank yet. */
export function ProfileStats({ profile }: ProfileStatsProps) {
  const tiles = [
    { label: 'Points', value: String(profile.points ?? 0) },
    { label: 'Individual Rank', value: rankLabel(profile.currentRank) },
    { label: 'Previous Rank', value: rankLabel(profile.prevMonthData?.prevRank) },
  ];
  return (
    <section aria-labelledby="profile-stats">
      <VisuallyHidden as="h2" id="profile-stats">
        Stats
      </VisuallyHidden>
      <Tiles>
        {tiles.map((tile) => (
          <Tile key={tile.label}>
            <Label>{tile.label}</Label>
            <Value>{tile.value}</Value>
          </Tile>
        ))}
      </Tiles>
    </section>
  );
}

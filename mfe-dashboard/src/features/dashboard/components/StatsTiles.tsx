import styled from 'styled-components';
import { color, media, radius, Spinner, VisuallyHidden } from '@chapter/shared';
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
  justify-content: center;
  gap: 4px;
  min-height: 96px;
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

export type StatsTilesProps = { profile: ProfileData | undefined };

/** Points, Current Rank and Previous Rank; each tile spins until the profile has arrived. */
export function StatsTiles({ profile }: StatsTilesProps) {
  const tiles = [
    { label: 'Points', value: profile ? String(profile.points ?? 0) : null },
    { label: 'Current Rank', value: profile ? rankLabel(profile.currentRank) : null },
    { label: 'Previous Rank', value: profile ? rankLabel(profile.prevMonthData?.prevRank) : null },
  ];
  return (
    <section aria-labelledby="dashboard-stats">
      <VisuallyHidden as="h2" id="dashboard-stats">
        Your stats
      </VisuallyHidden>
      <Tiles>
        {tiles.map((tile) => (
          <Tile key={tile.label}>
            <Label>{tile.label}</Label>
            <Value>{tile.value ?? <Spinner label={`Loading ${tile.label}`} />}</Value>
          </Tile>
        ))}
      </Tiles>
    </section>
  );
}

import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AvatarHoverCard, DISPLAY, color, media, radius, shadow } from '@chapter/shared';
import type { LeaderboardRow } from '@chapter/shared/types';

const PLACE_COLOURS = [color('medalGold'), color('medalSilver'), color('medalBronze')] as const;
const BLOCK_HEIGHTS = [96, 68, 48];
/** Visual order on wide screens: 2nd, 1st, 3rd; the list itself stays 1st, 2nd, 3rd for screen readers. */
const WIDE_ORDER = [2, 1, 3];

const List = styled.ol`
  display: flex;
  align-items: flex-end;
  justify-content: center;
  gap: 16px;
  margin: 0;
  padding: 8px 0 0;
  list-style: none;

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    gap: 10px;
  }
`;

const Place = styled.li<{ $index: number }>`
  order: ${({ $index }) => WIDE_ORDER[$index]};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  flex: 0 1 200px;
  min-width: 0;
  text-align: center;

  ${media.mobile} {
    order: 0;
    flex: none;
    flex-direction: row;
    gap: 12px;
    padding: 10px 14px;
    border: 1px solid ${color('border')};
    border-left: 4px solid ${(props) => PLACE_COLOURS[props.$index](props)};
    border-radius: ${radius('md')};
    background: ${color('surface')};
    text-align: left;
  }
`;

const Label = styled.span<{ $index: number }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${radius('pill')};
  background: ${(props) => PLACE_COLOURS[props.$index](props)};
  color: ${color('onMedal')};
  font-size: 0.8125rem;
  font-weight: 800;
  letter-spacing: 0.06em;

  ${media.mobile} {
    order: -1;
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  ${media.mobile} {
    flex: 1;
  }
`;

const Name = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Stat = styled.span`
  font-size: 0.875rem;
  color: ${color('muted')};
`;

const Block = styled.span<{ $index: number }>`
  align-self: stretch;
  height: ${({ $index }) => BLOCK_HEIGHTS[$index]}px;
  border-radius: ${radius('md')} ${radius('md')} 0 0;
  box-shadow: ${shadow('sm')};
  ${(props) => css`
    background: linear-gradient(180deg, ${PLACE_COLOURS[props.$index](props)}, ${PLACE_COLOURS[props.$index](props)}99);
  `}

  ${media.mobile} {
    display: none;
  }
`;

/** '1ST', '2ND', '3RD' by the member's rank (tied members share a label), else by place. */
export function podiumLabel(row: LeaderboardRow, index: number): string {
  const rank = row.currentRank >= 1 && row.currentRank <= 3 ? row.currentRank : index + 1;
  return DISPLAY.podium[rank - 1];
}

export type PodiumProps = { rows: LeaderboardRow[]; stat: (row: LeaderboardRow) => ReactNode };

/** The board's top three (page 1 without a search only; the caller decides). */
export function Podium({ rows, stat }: PodiumProps) {
  return (
    <section aria-label="Top 3">
      <List>
        {rows.slice(0, 3).map((row, index) => (
          <Place key={row._id} $index={index}>
            <Label $index={index}>{podiumLabel(row, index)}</Label>
            <AvatarHoverCard member={row} to={`/profile/${row._id}`} size={index === 0 ? 80 : 64} />
            <Who>
              <Name>{row.name}</Name>
              <Stat>{stat(row)}</Stat>
            </Who>
            <Block $index={index} aria-hidden="true" />
          </Place>
        ))}
      </List>
    </section>
  );
}

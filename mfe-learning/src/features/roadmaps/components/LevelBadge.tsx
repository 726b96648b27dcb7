import styled from 'styled-components';
import { ROADMAP_LEVEL_COLOURS, radius } from '@chapter/shared';
import type { RoadmapLevel } from '@chapter/shared/types';

/** A level's colour, falling back to the beginner green for an unknown level. */
export const levelColour = (level: RoadmapLevel | string): string => ROADMAP_LEVEL_COLOURS[level as RoadmapLevel] ?? ROADMAP_LEVEL_COLOURS.Beginner;

export const LevelBadge = styled.span<{ $level: RoadmapLevel }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${radius('pill')};
  background: ${({ $level }) => levelColour($level)};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

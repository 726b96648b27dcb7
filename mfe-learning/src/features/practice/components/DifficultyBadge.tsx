import styled from 'styled-components';
import { color, radius } from '@chapter/shared';
import type { Difficulty } from '@chapter/shared/types';

type Shown = 'Easy' | 'Medium' | 'Hard';

/** EASY → 'Easy', MEDIUM → 'Medium'; anything else counts as hard. */
export const difficultyLabel = (difficulty: Difficulty | string): Shown => (difficulty === 'EASY' ? 'Easy' : difficulty === 'MEDIUM' ? 'Medium' : 'Hard');

const tones = { Easy: ['successSoft', 'success'], Medium: ['warningSoft', 'warning'], Hard: ['dangerSoft', 'danger'] } as const;

const Pill = styled.span<{ $shown: Shown }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${radius('pill')};
  background: ${(props) => color(tones[props.$shown][0])(props)};
  color: ${(props) => color(tones[props.$shown][1])(props)};
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
`;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | string }) {
  const shown = difficultyLabel(difficulty);
  return <Pill $shown={shown}>{shown}</Pill>;
}

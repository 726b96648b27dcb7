import { useId } from 'react';
import styled from 'styled-components';
import { color } from '@chapter/shared';
import type { PracticeSet } from '@chapter/shared/types';
import { plural } from '../../../lib/plural';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  min-width: 0;
  font-size: 0.875rem;
  color: ${color('text')};

  progress {
    flex: 1 1 120px;
    max-width: 240px;
    height: 8px;
    accent-color: ${color('primary')};
  }
`;

const Counts = styled.span`
  color: ${color('muted')};
`;

/** "7 of 12 solved" with a bar; '' when the answer carries no progress (an older API). */
export const solvedText = (set: Pick<PracticeSet, 'solvedCount' | 'totalQuestions'>): string =>
  set.solvedCount === undefined ? '' : `${set.solvedCount} of ${set.totalQuestions} solved`;

/** The caller's progress through a set, and for core members how many members started and finished it. */
export function ProgressSummary({ set, showBar = true }: { set: PracticeSet; showBar?: boolean }) {
  const labelId = useId();
  const text = solvedText(set);
  const chapter = set.solvedBy === undefined ? null : `${plural(set.solvedBy, 'member')} started, ${set.finishedBy ?? 0} finished`;
  if (!text && !chapter) return null;
  return (
    <Wrap>
      {text && <span id={labelId}>{text}</span>}
      {text && showBar && <progress aria-labelledby={labelId} max={Math.max(set.totalQuestions, 1)} value={set.solvedCount} />}
      {chapter && <Counts>{chapter}</Counts>}
    </Wrap>
  );
}

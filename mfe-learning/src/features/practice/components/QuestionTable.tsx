import { Suspense, lazy, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, CheckIcon, VisuallyHidden, color, media, visuallyHidden } from '@chapter/shared';
import type { Question } from '@chapter/shared/types';
import { Table, TableScroll } from '../../../components/TableScroll';
import { plural } from '../../../lib/plural';
import { DifficultyBadge } from './DifficultyBadge';

// Only editors reorder: the drag and drop code (dnd-kit, about 15 KB compressed) downloads when an editor's table
// first shows, so members' pages start without it.
const SortableRows = lazy(() => import('./SortableRows').then((module) => ({ default: module.SortableRows })));

const ProblemLink = styled.a`
  color: ${color('primary')};
  font-weight: 600;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

// On a phone each problem is a card: its number and title on one line, difficulty and platform in full under them.
// The table stays a table for screen readers (its headers are only hidden from sight).
const ProblemsTable = styled(Table)`
  .number {
    width: 48px;
    color: ${color('muted')};
  }
  ${media.mobile} {
    display: block;
    min-width: 0;
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: block;
    }
    tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px 12px;
      padding: 14px 16px;
      border-bottom: 1px solid ${color('border')};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: block;
      padding: 0;
      border: 0;
    }
    .number {
      width: 1.75rem;
    }
    .problem {
      flex: 1 1 calc(100% - 1.75rem - 12px);
      min-width: 0;
    }
    .difficulty {
      margin-left: calc(1.75rem + 12px);
    }
    .platform {
      color: ${color('muted')};
      font-size: 0.875rem;
    }
    .platform::before {
      content: 'Platform: ';
      content: 'Platform: ' / '';
    }
    .action {
      margin-left: auto;
    }
    /* A row with a drag handle (40 px, then a 12 px gap) keeps number, handle and title on one line. */
    .move {
      order: -1;
    }
    .movable .problem {
      flex-basis: calc(100% - 1.75rem - 64px);
    }
    .movable .difficulty {
      margin-left: calc(1.75rem + 64px);
    }
  }
`;

const Solved = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-left: 8px;
  color: ${color('success')};
  font-size: 0.8125rem;
  font-weight: 600;
  vertical-align: middle;
  white-space: nowrap;
`;

const SolvedBy = styled.span`
  display: block;
  color: ${color('muted')};
  font-size: 0.8125rem;
`;

export type QuestionTableProps = {
  questions: Question[];
  /** Shows the Action column with a Delete per problem. */
  deleteMode: boolean;
  deletingId: string | null;
  onDelete: (question: Question) => void;
  busy: boolean;
  /** Given to editors when the whole set is shown: drag handles (mouse, touch, keyboard) that store a new order. */
  onReorder?: (questionIds: string[]) => void;
};

/** The set's problems: #, Problem (opens the problem on its platform, with the caller's mark), Difficulty, Platform. */
export function QuestionTable({ questions, deleteMode, deletingId, onDelete, busy, onReorder }: QuestionTableProps) {
  const cells = (question: Question, index: number): ReactNode => (
    <>
      <td className="number">{index + 1}</td>
      <td className="problem">
        <ProblemLink href={question.link} target="_blank" rel="noopener noreferrer">
          {question.questionTitle}
        </ProblemLink>
        {question.solved && (
          <Solved>
            <CheckIcon size={16} />
            <VisuallyHidden>Solved</VisuallyHidden>
          </Solved>
        )}
        {question.solvedBy !== undefined && <SolvedBy>Solved by {plural(question.solvedBy, 'member')}</SolvedBy>}
      </td>
      <td className="difficulty">
        <DifficultyBadge difficulty={question.difficulty} />
      </td>
      <td className="platform">{question.platform}</td>
      {deleteMode && (
        <td className="action">
          <Button
            variant="danger"
            size="small"
            aria-label={`Delete ${question.questionTitle}`}
            busy={deletingId === question._id}
            disabled={deletingId !== null && deletingId !== question._id}
            onClick={() => onDelete(question)}
          >
            Delete
          </Button>
        </td>
      )}
    </>
  );

  // Its own name: the section around it is already the "Problems" region.
  return (
    <TableScroll aria-label="Problems table">
      <ProblemsTable aria-busy={busy || undefined}>
        <thead>
          <tr>
            {onReorder && (
              <th scope="col">
                <VisuallyHidden>Move</VisuallyHidden>
              </th>
            )}
            <th scope="col">#</th>
            <th scope="col">Problem</th>
            <th scope="col">Difficulty</th>
            <th scope="col">Platform</th>
            {deleteMode && <th scope="col">Action</th>}
          </tr>
        </thead>
        {onReorder ? (
          // The rows as they are (an empty handle cell each) until the drag and drop code has arrived.
          <Suspense fallback={<PlainRows questions={questions} cells={cells} handleCell />}>
            <SortableRows questions={questions} onReorder={onReorder} renderCells={cells} />
          </Suspense>
        ) : (
          <PlainRows questions={questions} cells={cells} />
        )}
      </ProblemsTable>
    </TableScroll>
  );
}

function PlainRows({
  questions,
  cells,
  handleCell = false,
}: {
  questions: Question[];
  cells: (question: Question, index: number) => ReactNode;
  handleCell?: boolean;
}) {
  return (
    <tbody>
      {questions.map((question, index) => (
        <tr key={question._id}>
          {handleCell && <td className="move" />}
          {cells(question, index)}
        </tr>
      ))}
    </tbody>
  );
}

import styled from 'styled-components';
import { Button, color, media, visuallyHidden } from '@chapter/shared';
import type { Question } from '@chapter/shared/types';
import { Table, TableScroll } from '../../../components/TableScroll';
import { DifficultyBadge } from './DifficultyBadge';

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
  }
`;

export type QuestionTableProps = {
  questions: Question[];
  /** Shows the Action column with a Delete per problem. */
  deleteMode: boolean;
  deletingId: string | null;
  onDelete: (question: Question) => void;
  busy: boolean;
};

/** The set's problems: #, Problem (opens the problem on its platform), Difficulty, Platform. */
export function QuestionTable({ questions, deleteMode, deletingId, onDelete, busy }: QuestionTableProps) {
  // Its own name: the section around it is already the "Problems" region.
  return (
    <TableScroll aria-label="Problems table">
      <ProblemsTable aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Problem</th>
            <th scope="col">Difficulty</th>
            <th scope="col">Platform</th>
            {deleteMode && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {questions.map((question, index) => (
            <tr key={question._id}>
              <td className="number">{index + 1}</td>
              <td className="problem">
                <ProblemLink href={question.link} target="_blank" rel="noopener noreferrer">
                  {question.questionTitle}
                </ProblemLink>
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
            </tr>
          ))}
        </tbody>
      </ProblemsTable>
    </TableScroll>
  );
}

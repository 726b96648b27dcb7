import styled from 'styled-components';
import { Button, color } from '@chapter/shared';
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

const Number = styled.td`
  width: 48px;
  color: ${color('muted')};
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
      <Table aria-busy={busy || undefined}>
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
              <Number>{index + 1}</Number>
              <td>
                <ProblemLink href={question.link} target="_blank" rel="noopener noreferrer">
                  {question.questionTitle}
                </ProblemLink>
              </td>
              <td>
                <DifficultyBadge difficulty={question.difficulty} />
              </td>
              <td>{question.platform}</td>
              {deleteMode && (
                <td>
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
      </Table>
    </TableScroll>
  );
}

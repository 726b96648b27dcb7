import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color } from '@chapter/shared';
import { formatWhen } from '../../../lib/formatDate';

const Note = styled.p`
  margin: 0;
  color: ${color('muted')};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;

  a {
    color: ${color('primary')};
    text-decoration: underline;
  }
`;

/** Where the solved marks come from (docs/learning-progress.md): LeetCode lists only its latest 20 accepted problems. */
export function MarksNote({ marksUpdatedAt }: { marksUpdatedAt: string | null | undefined }) {
  // An API without marks says nothing about them.
  if (marksUpdatedAt === undefined) return null;
  if (marksUpdatedAt === null) {
    return (
      <Note>
        <Link to="/profile/edit">Verify a handle on your profile</Link> to see your marks.
      </Note>
    );
  }
  return (
    <Note>
      Marks come from your verified handles, updated at each fetch (last: {formatWhen(marksUpdatedAt)}). LeetCode lists only your latest 20 accepted problems,
      so its marks count from the day your handle was verified.
    </Note>
  );
}

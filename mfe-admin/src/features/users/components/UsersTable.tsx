import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, color, roleLabel } from '@chapter/shared';
import type { AdminUser } from '@chapter/shared/types';
import { CellLabel, StackedTable } from '../../../components/StackedTable';
import { TableScroll } from '../../../components/ui';
import { pictureUrl } from '../../../lib/pictureUrl';
import { UserRowActions, type UserAction } from './UserRowActions';

const Row = styled.tr<{ $tone: 'blocked' | 'protected' | 'plain' }>`
  color: ${(props) => (props.$tone === 'blocked' ? color('danger')(props) : props.$tone === 'protected' ? color('info')(props) : color('text')(props))};
  a {
    color: inherit;
    font-weight: 600;
  }
`;

const MemberCell = styled.td`
  min-width: 180px;
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  font-size: 0.875rem;
`;

const Tag = styled.span`
  display: inline-block;
  margin: 2px 4px 2px 0;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: 9999px;
  font-size: 0.75rem;
  font-weight: 600;
`;

/** An address that may break after its dots and its @ before anywhere else. */
const breakable = (email: string) => email.split(/(?<=[.@])/).flatMap((part, index) => (index ? [<wbr key={index} />, part] : [part]));

export type UsersTableProps = { users: AdminUser[]; onAction: (action: UserAction, user: AdminUser) => void };

/**
 * One row per member (a card on a phone): who, position, year, points, status, and every action in view.
 * Blocked members in red, protected in blue (with a word too, colour is never the only sign).
 */
export function UsersTable({ users, onAction }: UsersTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Users">
      <StackedTable>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Position</th>
            <th scope="col">Year</th>
            <th scope="col">Points</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <Row key={user._id} $tone={user.blocked ? 'blocked' : user.protected ? 'protected' : 'plain'}>
              <MemberCell data-wide>
                <Person>
                  <Avatar src={pictureUrl(user.profilePicture)} name={user.name} size={32} decorative />
                  <Who>
                    <Link to={`/profile/${user._id}`}>{user.name}</Link>
                    <Email>{breakable(user.email)}</Email>
                  </Who>
                </Person>
              </MemberCell>
              <td>
                <CellLabel>Position</CellLabel>
                {roleLabel(user.position || user.role)}
              </td>
              <td>
                <CellLabel>Year</CellLabel>
                {user.academicYear ?? '–'}
              </td>
              <td>
                <CellLabel>Points</CellLabel>
                {user.totalQuestionSolved}
              </td>
              <td data-wide>
                {user.blocked && <Tag>Blocked</Tag>}
                {user.protected && <Tag>Protected</Tag>}
              </td>
              <td data-wide>
                <UserRowActions user={user} onAction={onAction} />
              </td>
            </Row>
          ))}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Button, color } from '@chapter/shared';
import type { AdminUser } from '@chapter/shared/types';
import { Actions, Table, TableScroll } from '../../../components/ui';
import { pictureUrl } from '../../../lib/pictureUrl';

export type UserAction = 'promote' | 'demote' | 'protect' | 'points' | 'delete';

const Row = styled.tr<{ $tone: 'blocked' | 'protected' | 'plain' }>`
  color: ${(props) => (props.$tone === 'blocked' ? color('danger')(props) : props.$tone === 'protected' ? color('info')(props) : color('text')(props))};
  a {
    color: inherit;
    font-weight: 600;
  }
`;

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
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

export type UsersTableProps = { users: AdminUser[]; onAction: (action: UserAction, user: AdminUser) => void };

/** Blocked members in red, protected in blue (with a word too, colour is never the only sign). */
export function UsersTable({ users, onAction }: UsersTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Users">
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
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
              <td>
                <Person>
                  <Avatar src={pictureUrl(user.profilePicture)} name={user.name} size={32} />
                  <Link to={`/profile/${user._id}`}>{user.name}</Link>
                </Person>
              </td>
              <td>{user.email}</td>
              <td>{user.position || user.role}</td>
              <td>{user.academicYear ?? '–'}</td>
              <td>{user.totalQuestionSolved}</td>
              <td>
                {user.blocked && <Tag>Blocked</Tag>}
                {user.protected && <Tag>Protected</Tag>}
              </td>
              <td>
                <Actions $nowrap>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={user.role === 'ADMIN'}
                    onClick={() => onAction('promote', user)}
                    aria-label={`Promote ${user.name}`}
                  >
                    Promote
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={user.role === 'USER'}
                    onClick={() => onAction('demote', user)}
                    aria-label={`Demote ${user.name}`}
                  >
                    Demote
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => onAction('protect', user)}
                    aria-label={`${user.protected ? 'Unprotect' : 'Protect'} ${user.name}`}
                  >
                    {user.protected ? 'Unprotect' : 'Protect'}
                  </Button>
                  <Button size="small" variant="secondary" onClick={() => onAction('points', user)} aria-label={`Manage points of ${user.name}`}>
                    Points
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    disabled={user.protected}
                    title={user.protected ? 'Protected users cannot be deleted' : undefined}
                    onClick={() => onAction('delete', user)}
                    aria-label={`Delete ${user.name}`}
                  >
                    Delete
                  </Button>
                </Actions>
              </td>
            </Row>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

import styled from 'styled-components';
import { Button, media, Tooltip } from '@chapter/shared';
import type { AdminUser } from '@chapter/shared/types';

export type UserAction = 'promote' | 'demote' | 'protect' | 'points' | 'delete';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;

  /* From a laptop's width the five sit in one line (the member's e-mail wraps instead). */
  ${media.above('wide')} {
    flex-wrap: nowrap;
  }
  /* A card's buttons share its width, each a comfortable finger's height. */
  ${media.below('tablet')} {
    & > * {
      flex: 1 1 88px;
    }
    & button {
      width: 100%;
      min-height: 40px;
    }
  }
`;

export type UserRowActionsProps = { user: AdminUser; onAction: (action: UserAction, user: AdminUser) => void };

/** A member's five actions, each named with the member for screen readers; a refused one says why. */
export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  const protectVerb = user.protected ? 'Unprotect' : 'Protect';
  const remove = (
    <Button size="small" variant="danger" disabled={user.protected} onClick={() => onAction('delete', user)} aria-label={`Delete ${user.name}`}>
      Delete
    </Button>
  );
  return (
    <Actions role="group" aria-label={`Actions for ${user.name}`}>
      <Button size="small" variant="secondary" disabled={user.role === 'ADMIN'} onClick={() => onAction('promote', user)} aria-label={`Promote ${user.name}`}>
        Promote
      </Button>
      <Button size="small" variant="secondary" disabled={user.role === 'USER'} onClick={() => onAction('demote', user)} aria-label={`Demote ${user.name}`}>
        Demote
      </Button>
      <Button size="small" variant="secondary" onClick={() => onAction('protect', user)} aria-label={`${protectVerb} ${user.name}`}>
        {protectVerb}
      </Button>
      <Button size="small" variant="secondary" onClick={() => onAction('points', user)} aria-label={`Manage points of ${user.name}`}>
        Points
      </Button>
      {user.protected ? <Tooltip content="Protected users cannot be deleted">{remove}</Tooltip> : remove}
    </Actions>
  );
}

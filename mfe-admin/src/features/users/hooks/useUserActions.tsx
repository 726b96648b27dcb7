import { useState } from 'react';
import { demote as roleBelow, promote as roleAbove, roleLabel } from '@chapter/shared';
import type { AdminUser } from '@chapter/shared/types';
import { useConfirm } from '../../../hooks/useConfirm';
import { useDeleteUser } from '../api/deleteUser';
import { useDemoteUser } from '../api/demoteUser';
import { usePromoteUser } from '../api/promoteUser';
import { useToggleProtection } from '../api/toggleProtection';
import { useUpdatePoints } from '../api/updatePoints';
import type { PointsChange } from '../components/PointsDialog';
import type { UserAction } from '../components/UserRowActions';

/** Each row action behind its confirmation (success, info or danger); the points form opens first. */
export function useUserActions() {
  const { ask, dialog } = useConfirm();
  const [pointsFor, setPointsFor] = useState<AdminUser | null>(null);
  const promote = usePromoteUser();
  const demote = useDemoteUser();
  const remove = useDeleteUser();
  const protection = useToggleProtection();
  const points = useUpdatePoints();

  const start = (action: UserAction, user: AdminUser) => {
    switch (action) {
      case 'promote':
        return ask({
          type: 'success',
          title: 'Promote user',
          confirmText: 'Promote',
          message: `Promote ${user.name} from ${roleLabel(user.role)} to ${roleLabel(roleAbove(user.role))}?`,
          run: () => promote.mutateAsync(user._id),
        });
      case 'demote':
        return ask({
          type: 'info',
          title: 'Demote user',
          confirmText: 'Demote',
          message: `Demote ${user.name} from ${roleLabel(user.role)} to ${roleLabel(roleBelow(user.role))}?`,
          run: () => demote.mutateAsync(user._id),
        });
      case 'protect':
        return user.protected
          ? ask({
              type: 'info',
              title: 'Remove protection',
              confirmText: 'Unprotect',
              message: `Remove the protection of ${user.name}? They can be deleted again.`,
              run: () => protection.mutateAsync({ userId: user._id, wasProtected: true }),
            })
          : ask({
              type: 'info',
              title: 'Protect user',
              confirmText: 'Protect',
              message: `Protect ${user.name}? Protected users cannot be deleted.`,
              run: () => protection.mutateAsync({ userId: user._id, wasProtected: false }),
            });
      case 'delete':
        return ask({
          type: 'danger',
          title: 'Delete user',
          confirmText: 'Delete',
          message: `Delete the account of ${user.name} (${user.email})? This cannot be undone.`,
          run: () => remove.mutateAsync(user._id),
        });
      case 'points':
        return setPointsFor(user);
    }
  };

  const confirmPoints = (change: PointsChange) => {
    if (!pointsFor) return;
    const user = pointsFor;
    const verb = change.mode === 'add' ? 'Add' : 'Deduct';
    ask({
      type: change.mode === 'add' ? 'success' : 'danger',
      title: `${verb} points`,
      confirmText: verb,
      message: `${verb} ${change.amount} ${change.amount === 1 ? 'point' : 'points'} ${change.mode === 'add' ? 'to' : 'from'} ${user.name}? Reason: ${change.reason}`,
      run: async () => {
        await points.mutateAsync({ userId: user._id, delta: change.mode === 'add' ? change.amount : -change.amount, reason: change.reason });
        setPointsFor(null);
      },
    });
  };

  return { start, dialog, pointsFor, closePoints: () => setPointsFor(null), confirmPoints };
}

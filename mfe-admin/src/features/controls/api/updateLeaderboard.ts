import { call, LEADERBOARD_TYPE_DEFAULT } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';

/** { type: 'overall' } */
export const updateLeaderboard = () => call('POST /admin/update-leaderboard', { body: { type: LEADERBOARD_TYPE_DEFAULT } });
export const useUpdateLeaderboard = () =>
  useAdminMutation(updateLeaderboard, { failed: 'Failed to update leaderboard ranking', error: 'Error updating leaderboard ranking' }, [JOB_STATUS_KEY]);

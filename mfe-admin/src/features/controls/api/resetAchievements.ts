import { call } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';

export const resetAchievements = () => call('POST /admin/reset-achievement', { body: {} });
export const useResetAchievements = () =>
  useAdminMutation(resetAchievements, { failed: 'Failed to reset achievements', error: 'Error resetting achievements' }, []);

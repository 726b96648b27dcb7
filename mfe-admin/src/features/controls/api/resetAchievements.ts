import { api } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';

/** POST /admin/reset-achievement */
export const resetAchievements = () => api.post<MessageResponse>('/admin/reset-achievement', {});

export const useResetAchievements = () =>
  useAdminMutation(resetAchievements, { failed: 'Failed to reset achievements', error: 'Error resetting achievements' }, []);

import { api } from '@chapter/shared';
import type { ConstantValuesResponse, SchedulerConstants } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { CONSTANTS_KEY } from '../../../lib/queryKeys';

export const SETTINGS_UPDATED = 'Settings updated successfully';

/** PUT /admin/edit-constant-values */
export const editConstants = (constants: SchedulerConstants) => api.put<ConstantValuesResponse>('/admin/edit-constant-values', constants);

export const useEditConstants = () =>
  useAdminMutation(editConstants, { failed: 'Failed to update settings', error: 'Error updating settings', success: SETTINGS_UPDATED }, [CONSTANTS_KEY]);

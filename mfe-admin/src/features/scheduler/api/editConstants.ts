import { call } from '@chapter/shared';
import type { SchedulerConstants } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { CONSTANTS_KEY } from '../../../lib/queryKeys';

export const SETTINGS_UPDATED = 'Settings updated successfully';

export const editConstants = (constants: SchedulerConstants) => call('PUT /admin/edit-constant-values', { body: constants });

export const useEditConstants = () =>
  useAdminMutation(editConstants, { failed: 'Failed to update settings', error: 'Error updating settings', success: SETTINGS_UPDATED }, [CONSTANTS_KEY]);

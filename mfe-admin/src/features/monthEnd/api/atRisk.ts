import { call, useApiQuery } from '@chapter/shared';
import type { WarningDaysRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { MONTH_END_KEY } from '../../../lib/queryKeys';

const AT_RISK_KEY = [...MONTH_END_KEY, 'at-risk'] as const;

/** The current month's members the month end would remove now, whether each was warned, and the warning day. */
export const fetchAtRisk = () => call('GET /admin/month-end/at-risk');
export const useAtRisk = () => useApiQuery(AT_RISK_KEY, fetchAtRisk, { select: (body) => body.data });

/** How many days before the month's last day the warnings go out (0: off). */
export const saveWarningDays = (request: WarningDaysRequest) => call('PUT /admin/month-end/warning-days', { body: request });
export const useSaveWarningDays = () =>
  useAdminMutation(saveWarningDays, { failed: 'Failed to save the warning setting', error: 'Error saving the warning setting' }, [AT_RISK_KEY]);

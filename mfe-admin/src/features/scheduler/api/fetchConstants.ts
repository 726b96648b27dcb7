import { api, useApiQuery } from '@chapter/shared';
import type { ConstantValuesResponse } from '@chapter/shared/types';
import { CONSTANTS_KEY } from '../../../lib/queryKeys';

/** GET /admin/fetch-constant-values */
export const fetchConstants = () => api.get<ConstantValuesResponse>('/admin/fetch-constant-values');

export const useConstants = () => useApiQuery(CONSTANTS_KEY, fetchConstants, { select: (body) => body.data.constant });

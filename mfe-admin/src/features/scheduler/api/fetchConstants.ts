import { call, useApiQuery } from '@chapter/shared';
import { CONSTANTS_KEY } from '../../../lib/queryKeys';

export const fetchConstants = () => call('GET /admin/fetch-constant-values');

export const useConstants = () => useApiQuery(CONSTANTS_KEY, fetchConstants, { select: (body) => body.data.constant });

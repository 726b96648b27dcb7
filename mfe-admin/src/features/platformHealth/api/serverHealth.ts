import { call, useApiQuery } from '@chapter/shared';
import { SERVER_HEALTH_KEY } from '../../../lib/queryKeys';

/** GET /health: whether this instance's database answers, and its Redis (up, down since when, or not used). */
export const fetchServerHealth = () => call('GET /health');

export const useServerHealth = () => useApiQuery(SERVER_HEALTH_KEY, fetchServerHealth, { refetchInterval: 30_000 });

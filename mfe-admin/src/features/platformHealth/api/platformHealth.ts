import { call, useApiQuery } from '@chapter/shared';
import type { PlatformKey } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { PLATFORM_HEALTH_KEY } from '../../../lib/queryKeys';

/** Each platform's state, circuit breaker, next probe and last 24 h of outcomes. */
export const fetchPlatformHealth = () => call('GET /admin/platform-health');

export const usePlatformHealth = () => useApiQuery(PLATFORM_HEALTH_KEY, fetchPlatformHealth, { select: (body) => body.data, refetchInterval: 30_000 });

/** One real request now, even while the platform is paused. */
export const probePlatform = (platform: PlatformKey) => call('POST /admin/platform-health/:platform/probe', { params: { platform } });

export const useProbePlatform = () =>
  useAdminMutation(probePlatform, { failed: 'Failed to probe the platform', error: 'Error probing the platform' }, [PLATFORM_HEALTH_KEY]);

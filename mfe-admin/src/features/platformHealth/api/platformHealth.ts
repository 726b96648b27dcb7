import { api, useApiQuery } from '@chapter/shared';
import type { PlatformHealthAdminResponse, PlatformKey, PlatformProbeResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { PLATFORM_HEALTH_KEY } from '../../../lib/queryKeys';

/** GET /admin/platform-health: each platform's state, circuit breaker, next probe and last 24 h of outcomes. */
export const fetchPlatformHealth = () => api.get<PlatformHealthAdminResponse>('/admin/platform-health');

export const usePlatformHealth = () => useApiQuery(PLATFORM_HEALTH_KEY, fetchPlatformHealth, { select: (body) => body.data, refetchInterval: 30_000 });

/** POST /admin/platform-health/:platform/probe: one real request now, even while the platform is paused. */
export const probePlatform = (platform: PlatformKey) => api.post<PlatformProbeResponse>(`/admin/platform-health/${platform}/probe`);

export const useProbePlatform = () =>
  useAdminMutation(probePlatform, { failed: 'Failed to probe the platform', error: 'Error probing the platform' }, [PLATFORM_HEALTH_KEY]);

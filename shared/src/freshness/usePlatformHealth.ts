import { call } from '../api';
import { useApiQuery } from '../data/hooks';
import type { PlatformHealth } from '../types';

/** How often the boards and the profile ask again whether a platform is down. */
export const PLATFORM_HEALTH_REFRESH_MS = 60_000;

export const platformHealthKey = ['platform-health'] as const;

/** Each platform's state (working, degraded, down), shared by every page that shows it. */
export const fetchPlatformHealth = () => call('GET /user/platform-health');

/**
 * The platforms that are down now, asked again every minute and when the live stream says a platform's health changed;
 * none while loading or when the call fails (the banner is a hint).
 */
export function useDownPlatforms(): PlatformHealth[] {
  const query = useApiQuery(platformHealthKey, fetchPlatformHealth, {
    refetchInterval: PLATFORM_HEALTH_REFRESH_MS,
    staleTime: PLATFORM_HEALTH_REFRESH_MS / 2,
    select: (answer) => (Array.isArray(answer.data) ? answer.data.filter((item) => item.state === 'down') : []),
    // Several banners on one page share the read: a read already under way is not started again.
    liveRefetch: ['platform-health'],
  });
  return query.data ?? [];
}

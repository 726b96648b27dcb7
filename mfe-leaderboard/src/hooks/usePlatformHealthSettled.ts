import { useEffect, useState } from 'react';
import { PLATFORM_HEALTH_REFRESH_MS, fetchPlatformHealth, platformHealthKey, useApiQuery } from '@chapter/shared';

/** How long a page waits for the platforms' state before drawing its figures without it. */
export const HEALTH_WAIT_MS = 1500;

/**
 * True once the platform health read (the banner's) has answered or failed, or HEALTH_WAIT_MS after the page opened.
 * A page draws its banner and its figures together from then on, in the place its loading state held: a banner that
 * appeared above figures already on screen would push them down (layout shift, CLS ≤ 0.02 per issue 33).
 */
export function usePlatformHealthSettled(): boolean {
  const health = useApiQuery(platformHealthKey, fetchPlatformHealth, { staleTime: PLATFORM_HEALTH_REFRESH_MS / 2 });
  const answered = health.status !== 'pending';
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (answered) return undefined;
    const timer = window.setTimeout(() => setWaited(true), HEALTH_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [answered]);
  return answered || waited;
}

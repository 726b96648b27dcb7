import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@chapter/shared';

/** When this browser last sent an issue (ms since epoch), in local storage (one issue per hour per browser). */
export const ISSUE_COOLDOWN_KEY = 'issueReportedAt';

function lastReportedAt(): number | null {
  try {
    const stored = Number(window.localStorage.getItem(ISSUE_COOLDOWN_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null; // storage disabled: no cooldown can be remembered
  }
}

const coolingDown = () => {
  const at = lastReportedAt();
  return at !== null && Date.now() - at < LIMITS.issueCooldownMs;
};

/** One issue per hour per browser: `waiting` is true for an hour after `markReported`, even across reloads. */
export function useIssueCooldown() {
  const [waiting, setWaiting] = useState(coolingDown);

  useEffect(() => {
    if (!waiting) return undefined;
    const at = lastReportedAt() ?? Date.now();
    const timer = setTimeout(() => setWaiting(coolingDown()), Math.max(0, at + LIMITS.issueCooldownMs - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [waiting]);

  const markReported = useCallback(() => {
    try {
      window.localStorage.setItem(ISSUE_COOLDOWN_KEY, String(Date.now()));
    } catch {
      // storage disabled: the hour holds for this page only
    }
    setWaiting(true);
  }, []);

  return { waiting, markReported };
}

import { useEffect, useRef, useState } from 'react';

/** 125 → '2:05' (m:ss). */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Seconds left until `deadline` (ms since epoch), ticking once a second; `onExpire` runs once when it reaches zero.
 * A null deadline means no countdown.
 */
export function useCountdown(deadline: number | null, onExpire: () => void): number {
  const [, setTick] = useState(0);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const secondsLeft = (now: number) => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)));

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsLeft(Date.now()) === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  // Computed from the clock on every render, so it is right the moment a countdown (re)appears.
  return secondsLeft(Date.now());
}

import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/** 125 → '2:05' (m:ss). */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The clock as an external store that says when a second may have passed. */
const everySecond = (onTick: () => void) => {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
};
const noClock = () => () => undefined;
const secondsUntil = (deadline: number | null) => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
/** The server (and the hydration of its markup) has no clock running: a countdown starts only in the browser. */
const noCountdown = () => 0;

/**
 * Seconds left until `deadline` (ms since epoch), ticking once a second; `onExpire` runs once when it reaches zero.
 * A null deadline means no countdown.
 */
export function useCountdown(deadline: number | null, onExpire: () => void): number {
  // Read from the clock on every render, so it is right the moment a countdown (re)appears. Without the server's
  // snapshot, rendering on the server throws (React error #419) and a prerendered page would be only its spinner.
  const secondsLeft = useSyncExternalStore(deadline === null ? noClock : everySecond, () => secondsUntil(deadline), noCountdown);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (deadline !== null && secondsLeft === 0) expire();
  }, [deadline, secondsLeft]);

  return secondsLeft;
}

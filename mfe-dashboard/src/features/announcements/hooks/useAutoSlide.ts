import { useCallback, useEffect, useState } from 'react';

export type AutoSlide = {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
};

/** Which of `count` slides shows; moves on every `intervalMs` unless `paused` (or there is nothing to move to). */
export function useAutoSlide(count: number, intervalMs: number, paused: boolean): AutoSlide {
  const [current, setCurrent] = useState(0);
  const index = count === 0 ? 0 : Math.min(current, count - 1);

  const goTo = useCallback((target: number) => setCurrent(count === 0 ? 0 : (target + count) % count), [count]);
  const next = useCallback(() => setCurrent((value) => (count === 0 ? 0 : (Math.min(value, count - 1) + 1) % count)), [count]);
  const previous = useCallback(() => setCurrent((value) => (count === 0 ? 0 : (Math.min(value, count - 1) - 1 + count) % count)), [count]);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(next, intervalMs);
    // A manual move restarts the count, so a slide never leaves right after the reader chose it.
    return () => clearInterval(timer);
  }, [paused, count, intervalMs, next, index]);

  return { index, goTo, next, previous };
}

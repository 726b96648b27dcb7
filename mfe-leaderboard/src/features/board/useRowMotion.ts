import { useCallback, useLayoutEffect, useRef } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';

/** How long a row takes to slide to its new place. */
export const ROW_MOVE_MS = 300;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Slides table rows to their new places when the same view (`view`: page and search) is drawn again with rows in
 * another order, as when a live update re-reads the board ("FLIP": each row starts where it was and moves to where it
 * is now). Rows are found by key (the member's id), so a row is the same row before and after. Nothing moves for a
 * reader who asked for reduced motion, nor when the view itself changed (another page or search).
 * `rowRef(key)` is the ref of the row with that key.
 */
export function useRowMotion(view: string, rows: unknown) {
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const last = useRef<{ view: string; tops: Map<string, number> } | null>(null);
  const reduce = useMediaQuery(REDUCED_MOTION);

  useLayoutEffect(() => {
    // offsetTop is the row's place in its table, whatever moved above the table, and leaves out a running slide.
    const tops = new Map<string, number>();
    for (const [key, element] of elements.current) if (!element.hidden) tops.set(key, element.offsetTop);
    const previous = last.current;
    last.current = { view, tops };
    if (!previous || previous.view !== view || reduce) return;
    const moving: HTMLElement[] = [];
    for (const [key, top] of tops) {
      const before = previous.tops.get(key);
      if (before === undefined || before === top) continue;
      const element = elements.current.get(key)!;
      element.style.transition = 'none';
      element.style.transform = `translateY(${before - top}px)`;
      moving.push(element);
    }
    if (moving.length === 0) return;
    let started = false;
    const frame = requestAnimationFrame(() => {
      started = true;
      for (const element of moving) {
        element.style.transition = `transform ${ROW_MOVE_MS}ms ease-out`;
        element.style.transform = '';
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      // Drawn again before the slide began: the rows go straight to their places.
      if (!started) for (const element of moving) element.style.transform = '';
    };
  }, [view, rows, reduce]);

  return useCallback((key: string) => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) {
          elements.current.set(key, element);
        } else {
          elements.current.delete(key);
          refs.current.delete(key);
        }
      };
      refs.current.set(key, ref);
    }
    return ref;
  }, []);
}

import { useCallback, useEffect, useMemo, useState } from 'react';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Which of the page's sections (by element id) is in view, and a way to go to one: smooth scroll, then focus the
 * section so keyboard and screen-reader users land where they asked to go.
 */
export function useSectionInView(ids: readonly string[]) {
  const [activeId, setActiveId] = useState(ids[0]);
  // Callers usually pass a fresh array: the same ids give the same `sections`, so the observer is not rebuilt.
  const key = JSON.stringify(ids);
  const sections = useMemo(() => JSON.parse(key) as string[], [key]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting ? entry.intersectionRatio : 0);
        // The section showing the most of itself wins; ties go to the one higher on the page.
        let best: string | undefined;
        let bestRatio = 0;
        for (const id of sections) {
          const ratio = visible.get(id) ?? 0;
          if (ratio > bestRatio) {
            best = id;
            bestRatio = ratio;
          }
        }
        if (best) setActiveId(best);
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1], rootMargin: '-64px 0px 0px 0px' },
    );
    for (const id of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  const goTo = useCallback((id: string) => {
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
    setActiveId(id);
  }, []);

  return { activeId, goTo };
}

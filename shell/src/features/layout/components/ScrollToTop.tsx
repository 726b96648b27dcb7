import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every path change starts at the top of the page (docs/rules.md §11). The first path is not a change: a visitor who scrolled a
 * prerendered page before its script arrived stays where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

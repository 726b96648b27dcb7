import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every path change starts at the top of the page (docs/rules.md §11). The first path is not a change: a visitor who scrolled a
 * prerendered page before its script arrived stays where they are.
 *
 * The keyboard starts at the top too. A move keeps the last page until the next is drawn (docs/performance.md, "Moving
 * between areas"), so the element that had the focus (the sign-in button, a link) is removed with it, and the browser
 * would start the next Tab from that place in the new page. When the focus was lost so, it is put on a point before the
 * skip link and let go: the next Tab reaches the skip link, as after a page load. Focus a page gave on purpose stays.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const start = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    start.current?.focus({ preventScroll: true });
    start.current?.blur();
  }, [pathname]);
  return <span ref={start} tabIndex={-1} />;
}

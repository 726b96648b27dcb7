import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

let hydratingPage = false;

/**
 * Called once, right before the page's prerendered markup is hydrated (README, "Prerendered pages"): from then on a
 * StaticMarkup mounted by that hydration keeps the server's markup instead of rendering its children (`false` undoes it,
 * for tests).
 */
export function declareHydration(active = true): void {
  hydratingPage = active;
}

const neverChanges = () => () => undefined;
// The KEEP object is the same on every render: React never writes an unchanged innerHTML, so the server's stays.
const KEEP = { __html: '' };

/** Plain left click on a link of this site, which the router can follow without loading the page again. */
function routerTarget(event: MouseEvent, box: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !box.contains(link)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A static part of a prerendered page (text, images, links; no state, no handlers): the render that hydrates the page
 * leaves the server's markup as it is (no components run, no styles computed), so the page's script has less to do
 * before it answers. Any other render (a client-side navigation, the server's) draws the children. The links in kept
 * markup still move through the router (one click listener on the wrapper; a link's keyboard activation is a click too);
 * drawn children's own links (<Link>) handle their clicks themselves.
 * The wrapper takes no box of its own (display: contents), so the layout is the children's.
 */
export function StaticMarkup({ children }: { children: ReactNode }) {
  // False on the server and in the render that hydrates, true in any render in the browser after that.
  const clientRender = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const [kept] = useState(() => hydratingPage && !clientRender && typeof window !== 'undefined');
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!kept || !element) return undefined;
    const follow = (event: MouseEvent) => {
      const to = routerTarget(event, element);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [kept, navigate]);
  if (kept) return <div ref={box} style={{ display: 'contents' }} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return <div style={{ display: 'contents' }}>{children}</div>;
}

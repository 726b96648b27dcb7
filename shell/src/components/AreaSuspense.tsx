import { Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * The one Suspense boundary around the routes' content: a spinner in the content area when no page is on screen yet
 * (the first load, a Retry). A move between areas is a transition, so it keeps the last page here instead.
 */
export function AreaSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner label="Loading" inline />}>{children}</Suspense>;
}

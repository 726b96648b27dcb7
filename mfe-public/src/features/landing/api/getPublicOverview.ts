import { useEffect, useState } from 'react';
import { call, givenAnswer } from '@chapter/shared';
import type { PublicOverview } from '@chapter/shared/types';

/** The landing page's real figures and this month's top 3 (no bearer). */
export function getPublicOverview() {
  return call('GET /public/overview');
}

export type OverviewState = { status: 'loading' } | { status: 'ready'; overview: PublicOverview } | { status: 'error' };

/**
 * The figures given with the page when there are (the server drew the page with them: no request, and the first
 * render matches its markup); else GET /public/overview's.
 */
export function usePublicOverview(): OverviewState {
  const [state, setState] = useState<OverviewState>(() => {
    const overview = givenAnswer('GET /public/overview');
    return overview ? { status: 'ready', overview } : { status: 'loading' };
  });
  useEffect(() => {
    if (givenAnswer('GET /public/overview')) return;
    let current = true;
    void getPublicOverview().then((result) => {
      if (!current) return;
      setState(result.ok && result.data ? { status: 'ready', overview: result.data } : { status: 'error' });
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

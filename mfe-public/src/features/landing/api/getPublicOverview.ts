import { useEffect, useState } from 'react';
import { call } from '@chapter/shared';
import type { PublicOverview } from '@chapter/shared/types';

/** The landing page's real figures and this month's top 3 (no bearer). */
export function getPublicOverview() {
  return call('GET /public/overview');
}

export type OverviewState = { status: 'loading' } | { status: 'ready'; overview: PublicOverview } | { status: 'error' };

export function usePublicOverview(): OverviewState {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  useEffect(() => {
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

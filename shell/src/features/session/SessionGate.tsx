import type { ReactNode } from 'react';
import { useSession } from '@chapter/shared';
import { FullPageSpinner } from '../../components/FullPageSpinner';

/** Nothing renders until the stored token has been checked (docs/rules.md §2: wait for the persisted state). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'unknown' ? <FullPageSpinner label="Restoring your session" /> : <>{children}</>;
}

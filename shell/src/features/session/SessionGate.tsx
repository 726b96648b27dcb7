import type { ReactNode } from 'react';
import { useSession } from '@chapter/shared';
import { FullPageSpinner } from '../../components/FullPageSpinner';

/** Nothing renders until the stored token has been checked (spec §3: wait for persisted state). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'unknown' ? <FullPageSpinner label="Restoring your session" /> : <>{children}</>;
}

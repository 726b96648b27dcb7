import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES, type QueueKind } from './queues';

/** Drops one member from a contest's or a day's record. */
export const ignoreErrorUser = ({ kind, id, userId }: { kind: QueueKind; id: string; userId: string }) => QUEUES[kind].ignore(id, userId);

export const useIgnoreErrorUser = (kind: QueueKind) =>
  useAdminMutation(ignoreErrorUser, { failed: QUEUES[kind].texts.ignore, error: QUEUES[kind].texts.ignore }, [ERRORS_KEY]);

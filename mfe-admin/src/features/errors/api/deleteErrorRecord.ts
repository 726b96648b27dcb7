import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES, type QueueKind } from './queues';

/** Drops a contest's or a day's whole record. */
export const deleteErrorRecord = ({ kind, id }: { kind: QueueKind; id: string }) => QUEUES[kind].remove(id);

export const useDeleteErrorRecord = (kind: QueueKind) =>
  useAdminMutation(deleteErrorRecord, { failed: QUEUES[kind].texts.remove, error: QUEUES[kind].texts.remove }, [ERRORS_KEY]);

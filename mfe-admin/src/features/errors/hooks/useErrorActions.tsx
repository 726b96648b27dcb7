import { useConfirm } from '../../../hooks/useConfirm';
import { useDeleteErrorRecord } from '../api/deleteErrorRecord';
import { useIgnoreErrorUser } from '../api/ignoreErrorUser';
import type { QueueKind } from '../api/queues';
import { useRerunError, type StartedRerun } from '../api/rerunError';
import type { ErrorRecord, ErrorRecordUser } from './errorRecords';

/** Ignore a member, delete a record or rerun it, each after a confirmation, for one queue; a queued re-run goes to `onRerunQueued`. */
export function useErrorActions(kind: QueueKind, onRerunQueued: (rerun: StartedRerun) => void) {
  const { ask, dialog } = useConfirm();
  const rerun = useRerunError(kind);
  const ignore = useIgnoreErrorUser(kind);
  const remove = useDeleteErrorRecord(kind);

  return {
    dialog,
    ignore: (record: ErrorRecord, user: ErrorRecordUser) =>
      ask({
        type: 'danger',
        title: 'Ignore user',
        confirmText: 'Ignore',
        message: `Ignore ${user.name} in ${record.title}? Their failed fetch will not be retried.`,
        run: () => ignore.mutateAsync({ kind, id: record.id, userId: user.userId }),
      }),
    remove: (record: ErrorRecord) =>
      ask({
        type: 'danger',
        title: 'Delete record',
        confirmText: 'Delete',
        message: `Delete the error record ${record.title} with its ${record.users.length} failed ${record.users.length === 1 ? 'member' : 'members'}?`,
        run: () => remove.mutateAsync({ kind, id: record.id }),
      }),
    rerun: (record: ErrorRecord) =>
      ask({
        type: 'info',
        title: 'Rerun',
        confirmText: 'Rerun',
        message: `Fetch ${record.title} again for its ${record.users.length} failed ${record.users.length === 1 ? 'member' : 'members'}?`,
        run: async () => {
          const answer = await rerun.mutateAsync({ kind, id: record.id });
          if (answer.data) onRerunQueued({ run: answer.data, kind, recordId: record.id });
        },
      }),
  };
}

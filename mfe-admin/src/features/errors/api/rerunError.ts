import { notify } from '@chapter/shared';
import type { JobRun } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES, type QueueKind } from './queues';

export const UPDATE_LEADERBOARD_ADVICE = 'Please manually update the leaderboard!';

/** A queued re-run started on the page, with the record it re-runs. */
export type StartedRerun = { run: JobRun; kind: QueueKind; recordId: string };

/** Re-runs a contest's or a day's record; a server with a job queue answers at once with the queued run (`data`). */
export const rerunError = ({ kind, id }: { kind: QueueKind; id: string }) => QUEUES[kind].rerun(id);

/** The re-run's outcome in the admin's words: '{message} with new error count as {errorCount}'. */
export const rerunOutcome = (message: string, errorCount: number | null) =>
  errorCount === null ? message : `${message} with new error count as ${errorCount}`;

/** A finished re-run's toasts: its outcome, then the advice to update the board. */
export function announceRerun(message: string, errorCount: number | null) {
  notify.success(rerunOutcome(message, errorCount));
  notify.info(UPDATE_LEADERBOARD_ADVICE);
}

/**
 * A re-run done within the request is told at once; a queued one only says it is queued: whoever started it follows
 * the run (`data`) and tells its outcome when it ends, with the count left then.
 */
export const useRerunError = (kind: QueueKind) =>
  useAdminMutation(
    rerunError,
    {
      failed: QUEUES[kind].texts.rerun,
      error: QUEUES[kind].texts.rerun,
      success: (body) => (body.data ? body.message : rerunOutcome(body.message, body.errorCount)),
    },
    [ERRORS_KEY],
    (body) => {
      if (!body.data) notify.info(UPDATE_LEADERBOARD_ADVICE);
    },
  );

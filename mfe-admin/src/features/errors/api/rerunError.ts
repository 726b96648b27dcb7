import { api, notify } from '@chapter/shared';
import type { RerunResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES, type QueueKind } from './queues';

export const UPDATE_LEADERBOARD_ADVICE = 'Please manually update the leaderboard!';

/** POST /admin/re-run-contest-error { contestId } or /admin/re-run-practice-question-error { practiceQuestionId }. */
export const rerunError = ({ kind, id }: { kind: QueueKind; id: string }) => api.post<RerunResponse>(QUEUES[kind].rerun, { [QUEUES[kind].idField]: id });

/** After a re-run: '{message} with new error count as {errorCount}', then the advice to update the board. */
export const useRerunError = (kind: QueueKind) =>
  useAdminMutation(
    rerunError,
    { failed: QUEUES[kind].texts.rerun, error: QUEUES[kind].texts.rerun, success: (body) => `${body.message} with new error count as ${body.errorCount}` },
    [ERRORS_KEY],
    () => notify.info(UPDATE_LEADERBOARD_ADVICE),
  );

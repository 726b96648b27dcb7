import { api } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES, type QueueKind } from './queues';

/** DELETE /admin/delete-contest-error { contestId } or /admin/delete-practice-question-error { practiceQuestionId }. */
export const deleteErrorRecord = ({ kind, id }: { kind: QueueKind; id: string }) =>
  api.delete<MessageResponse>(QUEUES[kind].remove, { [QUEUES[kind].idField]: id });

export const useDeleteErrorRecord = (kind: QueueKind) =>
  useAdminMutation(deleteErrorRecord, { failed: QUEUES[kind].texts.remove, error: QUEUES[kind].texts.remove }, [ERRORS_KEY]);

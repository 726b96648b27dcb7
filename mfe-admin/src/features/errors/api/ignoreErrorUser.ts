import { api } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES, type QueueKind } from './queues';

/** POST /admin/ignore-user-from-contest-error or -practice-question-error { id, userId }. */
export const ignoreErrorUser = ({ kind, id, userId }: { kind: QueueKind; id: string; userId: string }) =>
  api.post<MessageResponse>(QUEUES[kind].ignore, { [QUEUES[kind].idField]: id, userId });

export const useIgnoreErrorUser = (kind: QueueKind) =>
  useAdminMutation(ignoreErrorUser, { failed: QUEUES[kind].texts.ignore, error: QUEUES[kind].texts.ignore }, [ERRORS_KEY]);

import { call } from '@chapter/shared';
import type { ContestRef } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Removes a contest by its day and id. */
export function deleteContest(contest: ContestRef) {
  return call('DELETE /core-member/delete-contest', { body: contest });
}

export const useDeleteContest = () => useCalendarMutation(deleteContest);

import { api } from '@chapter/shared';
import type { ContestRef, MessageResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** DELETE /core-member/delete-contest { dateId, contestId } */
export function deleteContest(contest: ContestRef) {
  return api.delete<MessageResponse>('/core-member/delete-contest', contest);
}

export const useDeleteContest = () => useCalendarMutation(deleteContest);

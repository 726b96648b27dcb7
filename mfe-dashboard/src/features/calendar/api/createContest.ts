import { api } from '@chapter/shared';
import type { CreateContestRequest, MessageResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** POST /core-member/create-contest */
export function createContest(contest: CreateContestRequest) {
  return api.post<MessageResponse>('/core-member/create-contest', contest);
}

export const useCreateContest = () => useCalendarMutation(createContest);

import { call } from '@chapter/shared';
import type { CreateContestRequest } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Schedules a contest. */
export function createContest(contest: CreateContestRequest) {
  return call('POST /core-member/create-contest', { body: contest });
}

export const useCreateContest = () => useCalendarMutation(createContest);

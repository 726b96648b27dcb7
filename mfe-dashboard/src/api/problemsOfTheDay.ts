import { api, useApiQuery } from '@chapter/shared';
import type { ProblemsOfTheDayResponse } from '@chapter/shared/types';

/** GET /user/get-potd: today's LeetCode and GeeksforGeeks problems (null for one not fetched yet). */
export function getProblemsOfTheDay() {
  return api.get<ProblemsOfTheDayResponse>('/user/get-potd');
}

export function useProblemsOfTheDay() {
  return useApiQuery(['potd'], getProblemsOfTheDay, { select: (body) => body.data, staleTime: 10 * 60_000 });
}

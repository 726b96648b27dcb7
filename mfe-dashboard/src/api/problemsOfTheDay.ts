import { call, useApiQuery } from '@chapter/shared';

/** Today's LeetCode and GeeksforGeeks problems (null for one not fetched yet). */
export function getProblemsOfTheDay() {
  return call('GET /user/get-potd');
}

export function useProblemsOfTheDay() {
  return useApiQuery(['potd'], getProblemsOfTheDay, { select: (body) => body.data, staleTime: 10 * 60_000 });
}

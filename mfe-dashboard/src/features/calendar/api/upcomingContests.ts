import { call, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import { CALENDAR_KEY } from './getCalendarData';

/** Under the calendar's key: every calendar change reloads the suggestions too, so one just added shows as added. */
export const UPCOMING_CONTESTS_KEY = [...CALENDAR_KEY, 'upcoming-contests'] as const;

/** The platforms' contests not started yet, as suggestions for the add-contest form (core members). */
export function getUpcomingContests() {
  return call('GET /calendar/upcoming-contests');
}

export const useUpcomingContests = () => useApiQuery(UPCOMING_CONTESTS_KEY, getUpcomingContests, { select: (body) => body.data });

/** Reads the platforms' lists again now. Its answer's message is shown in the section, beside the button, not as a
 * toast: at 390 px a toast lands over the dialog's button the message asks to press again. */
export function refreshUpcomingContests() {
  return call('POST /calendar/upcoming-contests/refresh');
}

export function useRefreshUpcomingContests() {
  const client = useQueryClient();
  return useApiMutation(refreshUpcomingContests, {
    onSuccess: (body) => client.setQueryData(UPCOMING_CONTESTS_KEY, body),
  });
}

import { api, useApiQuery } from '@chapter/shared';
import type { CalendarFeedResponse } from '@chapter/shared/types';

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;

/** GET /user/get-calendar-feed: the member's iCalendar feed address, or null when there is none. */
export function getCalendarFeed() {
  return api.get<CalendarFeedResponse>('/user/get-calendar-feed');
}

export function useCalendarFeed() {
  return useApiQuery(CALENDAR_FEED_KEY, getCalendarFeed, { select: (body) => body.data?.url ?? null });
}

import { call, useApiQuery } from '@chapter/shared';

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;

/** The member's iCalendar feed address, or null when there is none. */
export function getCalendarFeed() {
  return call('GET /user/get-calendar-feed');
}

export function useCalendarFeed() {
  return useApiQuery(CALENDAR_FEED_KEY, getCalendarFeed, { select: (body) => body.data?.url ?? null });
}

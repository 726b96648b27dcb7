import { call, useApiQuery } from '@chapter/shared';
import { toCalendarEvents } from '../utils/events';

export const CALENDAR_KEY = ['calendar'] as const;

/** Contests, meetings and festivals from last month on. */
export function getCalendarData() {
  return call('GET /core-member/get-dashboard-calender-data', { query: {} });
}

/** The calendar's events, one flat list sorted by day and time. */
export function useCalendarEvents() {
  return useApiQuery(CALENDAR_KEY, getCalendarData, { select: (body) => toCalendarEvents(body.data) });
}

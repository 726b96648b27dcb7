import { api, useApiQuery } from '@chapter/shared';
import type { CalendarDataResponse } from '@chapter/shared/types';
import { toCalendarEvents } from '../utils/events';

export const CALENDAR_KEY = ['calendar'] as const;

/** GET /core-member/get-dashboard-calender-data: contests, meetings and festivals from last month on. */
export function getCalendarData() {
  return api.get<CalendarDataResponse>('/core-member/get-dashboard-calender-data');
}

/** The calendar's events, one flat list sorted by day and time. */
export function useCalendarEvents() {
  return useApiQuery(CALENDAR_KEY, getCalendarData, { select: (body) => toCalendarEvents(body.data) });
}

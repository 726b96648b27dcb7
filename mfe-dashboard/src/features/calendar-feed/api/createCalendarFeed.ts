import { api, MESSAGES, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import type { CalendarFeedResponse } from '@chapter/shared/types';
import { CALENDAR_FEED_KEY } from './getCalendarFeed';

/** POST /user/create-calendar-feed: a new secret address (any older one stops working). */
export function createCalendarFeed() {
  return api.post<CalendarFeedResponse>('/user/create-calendar-feed');
}

export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useApiMutation(createCalendarFeed, {
    onSuccess: (body) => {
      client.setQueryData(CALENDAR_FEED_KEY, body);
      if (body.message) notify.success(body.message);
    },
    onError: (error) => notify.error(serverMessage(error, MESSAGES.internalServerError)),
  });
}

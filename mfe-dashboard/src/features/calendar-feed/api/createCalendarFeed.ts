import { call, MESSAGES, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import { CALENDAR_FEED_KEY } from './getCalendarFeed';

/** A new secret address (any older one stops working). */
export function createCalendarFeed() {
  return call('POST /user/create-calendar-feed');
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

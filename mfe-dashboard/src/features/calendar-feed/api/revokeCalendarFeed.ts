import { call, MESSAGES, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import { CALENDAR_FEED_KEY } from './getCalendarFeed';

/** The address stops working. */
export function revokeCalendarFeed() {
  return call('DELETE /user/revoke-calendar-feed');
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useApiMutation(revokeCalendarFeed, {
    onSuccess: (body) => {
      client.setQueryData(CALENDAR_FEED_KEY, { message: body.message, data: { url: null } });
      if (body.message) notify.success(body.message);
    },
    onError: (error) => notify.error(serverMessage(error, MESSAGES.internalServerError)),
  });
}

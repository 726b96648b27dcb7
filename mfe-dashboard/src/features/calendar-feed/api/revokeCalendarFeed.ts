import { api, MESSAGES, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { CALENDAR_FEED_KEY } from './getCalendarFeed';

/** DELETE /user/revoke-calendar-feed: the address stops working. */
export function revokeCalendarFeed() {
  return api.delete<MessageResponse>('/user/revoke-calendar-feed');
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

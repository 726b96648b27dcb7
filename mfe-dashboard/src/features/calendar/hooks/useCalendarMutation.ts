import { MESSAGES, notify, serverMessage, useApiMutation, useQueryClient, type ApiResult } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { CALENDAR_KEY } from '../api/getCalendarData';

/** One calendar change: toasts the server's answer either way and reloads the calendar after every call. */
export function useCalendarMutation<T extends MessageResponse, V>(
  send: (variables: V) => Promise<ApiResult<T>>,
  fallback: string = MESSAGES.internalServerError,
) {
  const client = useQueryClient();
  return useApiMutation(send, {
    onSuccess: (body) => {
      if (body.message) notify.success(body.message);
    },
    onError: (error) => notify.error(serverMessage(error, fallback)),
    onSettled: () => client.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

import { call, useApiMutation, useApiQuery, useLiveEvent, useLiveStatus, useQueryClient } from '@chapter/shared';
import type { MarkNotificationsReadRequest, NotificationsPage } from '@chapter/shared/types';

/** How often the bell asks for the unread count while the page is shown (a hidden tab does not ask). */
export const UNREAD_POLL_MS = 60_000;
/** While the live stream is open it brings each new count at once; the bell then asks only this often, as a fallback. */
export const UNREAD_POLL_LIVE_MS = 5 * 60_000;
/** How many of the newest items the panel lists. */
export const PANEL_LIMIT = 20;

const UNREAD_KEY = ['notifications', 'unread'] as const;
const LIST_KEY = ['notifications', 'list'] as const;

/**
 * The member's unread count: set at once by each 'notification' event of the live stream, and asked every minute
 * (every five while the stream is open) and when the window gets the focus back; null until known.
 */
export function useUnreadCount(): number | null {
  const client = useQueryClient();
  const live = useLiveStatus() === 'open';
  const query = useApiQuery(UNREAD_KEY, () => call('GET /notifications/unread-count'), {
    select: (body) => body.unread,
    refetchInterval: live ? UNREAD_POLL_LIVE_MS : UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
  useLiveEvent('notification', (event) => {
    client.setQueryData<{ message: string; unread: number }>(UNREAD_KEY, (body) => ({ message: body?.message ?? '', unread: event.unread }));
    // The panel's list is out of date: read again if it is open, on its next opening otherwise.
    void client.invalidateQueries({ queryKey: LIST_KEY });
  });
  return query.data ?? null;
}

/** The newest items, loaded when the panel opens (and again each time it does); keeps the bell's count in step. */
export function useNotificationList(open: boolean) {
  const client = useQueryClient();
  return useApiQuery(
    LIST_KEY,
    async () => {
      const result = await call('GET /notifications', { query: { limit: PANEL_LIMIT } });
      if (result.ok && result.data) client.setQueryData(UNREAD_KEY, { message: result.data.message, unread: result.data.unread });
      return result;
    },
    { enabled: open, staleTime: 0, refetchOnMount: 'always' },
  );
}

/** Marks items read ({ ids } or { all: true }); the count and the list follow the server's answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useApiMutation((body: MarkNotificationsReadRequest) => call('POST /notifications/read', { body }), {
    onSuccess: (answer, body) => {
      client.setQueryData(UNREAD_KEY, { message: answer.message, unread: answer.unread });
      const readAt = new Date().toISOString();
      const marked = new Set(body.ids ?? []);
      client.setQueryData<NotificationsPage>(LIST_KEY, (list) =>
        list ? { ...list, data: list.data.map((item) => (item.readAt === null && (body.all || marked.has(item._id)) ? { ...item, readAt } : item)) } : list,
      );
    },
  });
}

import { call, useApiQuery } from '@chapter/shared';

export const ANNOUNCEMENTS_KEY = ['announcements'] as const;

/** GET /core-member/get-all-announcement: every announcement, newest first. */
export function getAnnouncements() {
  return call('GET /core-member/get-all-announcement');
}

/** Every announcement, read again when the live stream says a new one was posted. */
export function useAnnouncements() {
  return useApiQuery(ANNOUNCEMENTS_KEY, getAnnouncements, { select: (body) => body.data ?? [], liveRefetch: ['announcement'] });
}

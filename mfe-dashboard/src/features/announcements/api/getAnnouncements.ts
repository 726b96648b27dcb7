import { call, useApiQuery, useLiveRefetch } from '@chapter/shared';

export const ANNOUNCEMENTS_KEY = ['announcements'] as const;

/** GET /core-member/get-all-announcement: every announcement, newest first. */
export function getAnnouncements() {
  return call('GET /core-member/get-all-announcement');
}

/** Every announcement, read again when the live stream says a new one was posted. */
export function useAnnouncements() {
  const query = useApiQuery(ANNOUNCEMENTS_KEY, getAnnouncements, { select: (body) => body.data ?? [] });
  const { refetch } = query;
  useLiveRefetch(['announcement'], () => void refetch({ cancelRefetch: false }));
  return query;
}

import { api, useApiQuery } from '@chapter/shared';
import type { AnnouncementsResponse } from '@chapter/shared/types';

export const ANNOUNCEMENTS_KEY = ['announcements'] as const;

/** GET /core-member/get-all-announcement: every announcement, newest first. */
export function getAnnouncements() {
  return api.get<AnnouncementsResponse>('/core-member/get-all-announcement');
}

export function useAnnouncements() {
  return useApiQuery(ANNOUNCEMENTS_KEY, getAnnouncements, { select: (body) => body.data ?? [] });
}

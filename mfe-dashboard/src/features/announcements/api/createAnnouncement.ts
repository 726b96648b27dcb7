import { call, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import type { CreateAnnouncementRequest } from '@chapter/shared/types';
import { ANNOUNCEMENTS_KEY } from './getAnnouncements';

/** POST /core-member/create-announcement */
export function createAnnouncement(announcement: CreateAnnouncementRequest) {
  return call('POST /core-member/create-announcement', { body: announcement });
}

/** Adds an announcement, toasts the outcome and reloads the list. */
export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useApiMutation(createAnnouncement, {
    onSuccess: (body) => notify.success(body.message || 'Announcement added'),
    onError: (error) => notify.error(serverMessage(error, 'Failed to add announcement')),
    onSettled: () => client.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}

import { call, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import { ANNOUNCEMENTS_KEY } from './getAnnouncements';

/** DELETE /core-member/delete-announcement { announcementId } */
export function deleteAnnouncement(announcementId: string) {
  return call('DELETE /core-member/delete-announcement', { body: { announcementId } });
}

/** Deletes an announcement, toasts the outcome and reloads the list. */
export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useApiMutation(deleteAnnouncement, {
    onSuccess: (body) => notify.success(body.message || 'Announcement deleted'),
    onError: (error) => notify.error(serverMessage(error, 'Error in deleting announcement')),
    onSettled: () => client.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}

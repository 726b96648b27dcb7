import { call } from '@chapter/shared';
import type { MeetingRef } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Removes a meeting by its day and id. */
export function deleteMeeting(meeting: MeetingRef) {
  return call('DELETE /core-member/delete-meeting', { body: meeting });
}

export const useDeleteMeeting = () => useCalendarMutation(deleteMeeting);

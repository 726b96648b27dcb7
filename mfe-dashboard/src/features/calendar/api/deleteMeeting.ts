import { api } from '@chapter/shared';
import type { MeetingRef, MessageResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** DELETE /core-member/delete-meeting { dateId, noticeId } */
export function deleteMeeting(meeting: MeetingRef) {
  return api.delete<MessageResponse>('/core-member/delete-meeting', meeting);
}

export const useDeleteMeeting = () => useCalendarMutation(deleteMeeting);

import { api } from '@chapter/shared';
import type { MeetingRef, MessageResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** DELETE /core-member/delete-mom { dateId, noticeId } */
export function deleteMom(meeting: MeetingRef) {
  return api.delete<MessageResponse>('/core-member/delete-mom', meeting);
}

export const useDeleteMom = () => useCalendarMutation(deleteMom);

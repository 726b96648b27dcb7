import { call } from '@chapter/shared';
import type { MeetingRef } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Removes the link to a meeting's minutes. */
export function deleteMom(meeting: MeetingRef) {
  return call('DELETE /core-member/delete-mom', { body: meeting });
}

export const useDeleteMom = () => useCalendarMutation(deleteMom);

import { call } from '@chapter/shared';
import type { CreateMeetingRequest } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Schedules a meeting. */
export function createMeeting(meeting: CreateMeetingRequest) {
  return call('POST /core-member/create-meeting', { body: meeting });
}

export const useCreateMeeting = () => useCalendarMutation(createMeeting);

import { api } from '@chapter/shared';
import type { CreateMeetingRequest, CreateMeetingResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** POST /core-member/create-meeting */
export function createMeeting(meeting: CreateMeetingRequest) {
  return api.post<CreateMeetingResponse>('/core-member/create-meeting', meeting);
}

export const useCreateMeeting = () => useCalendarMutation(createMeeting);

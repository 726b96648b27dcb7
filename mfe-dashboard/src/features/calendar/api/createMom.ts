import { api } from '@chapter/shared';
import type { CreateMomRequest, MessageResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** POST /core-member/create-mom { dateId, noticeId, MoMLink } */
export function createMom(minutes: CreateMomRequest) {
  return api.post<MessageResponse>('/core-member/create-mom', minutes);
}

export const useCreateMom = () => useCalendarMutation(createMom);

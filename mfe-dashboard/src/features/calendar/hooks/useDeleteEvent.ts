import { useDeleteContest } from '../api/deleteContest';
import { useDeleteFestival } from '../api/deleteFestival';
import { useDeleteMeeting } from '../api/deleteMeeting';
import type { CalendarEvent } from '../utils/events';

/** Deletes any calendar event through the route of its kind; `done` runs once the server has answered. */
export function useDeleteEvent() {
  const contest = useDeleteContest();
  const meeting = useDeleteMeeting();
  const festival = useDeleteFestival();
  const remove = (event: CalendarEvent, done: () => void) => {
    const options = { onSettled: done };
    if (event.type === 'contest') contest.mutate({ dateId: event.dateId ?? event.date, contestId: event.eventId }, options);
    else if (event.type === 'meeting') meeting.mutate({ dateId: event.dateId ?? event.date, noticeId: event.eventId }, options);
    else festival.mutate(event.eventId, options);
  };
  return { remove, isPending: contest.isPending || meeting.isPending || festival.isPending };
}

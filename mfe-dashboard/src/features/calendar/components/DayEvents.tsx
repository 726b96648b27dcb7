import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { color } from '@chapter/shared';
import { isLastDayOfMonth } from '@chapter/shared/dates';
import type { CalendarEvent } from '../utils/events';
import { EventItem } from './EventItem';

const Container = styled.div`
  &:focus {
    outline: none;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  color: ${color('warning')};
`;

const Empty = styled.p`
  margin: 0;
  color: ${color('muted')};
`;

export type DayEventsProps = {
  date: string;
  events: CalendarEvent[];
  /** What an empty day says ('No events scheduled for this date.' or, today, 'All Clear Today!'). */
  emptyText: string;
  expanded?: boolean;
};

/** A day's events; the month's last day is marked as the no-activity day (no contests are held on it). */
export function DayEvents({ date, events, emptyText, expanded = false }: DayEventsProps) {
  const container = useRef<HTMLDivElement>(null);
  const count = useRef(events.length);
  // A deleted event takes the focused control with it; focus returns here so the keyboard (and Escape) keep working.
  useEffect(() => {
    const removed = events.length < count.current;
    count.current = events.length;
    if (removed && (!document.activeElement || document.activeElement === document.body)) container.current?.focus();
  }, [events.length]);

  return (
    <Container ref={container} tabIndex={-1}>
      {isLastDayOfMonth(date) && <Note>No activity day</Note>}
      {events.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <List>
          {events.map((event) => (
            <EventItem key={`${event.type}-${event.eventId}`} event={event} defaultExpanded={expanded} />
          ))}
        </List>
      )}
    </Container>
  );
}

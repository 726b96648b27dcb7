import styled from 'styled-components';
import { color, media, radius, VisuallyHidden } from '@chapter/shared';
import { eventsOn, type CalendarEvent } from '../utils/events';
import { monthGrid } from '../utils/monthGrid';
import { TYPE_COLOURS } from './EventItem.styles';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Weekday = styled.li`
  padding: 4px 0;
  font-size: 0.75rem;
  font-weight: 600;
  text-align: center;
  color: ${color('muted')};
`;

const Day = styled.button<{ $today: boolean; $lastDay: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 2px;
  position: relative;
  width: 100%;
  min-height: 84px;
  padding: 4px;
  border: ${(props) => (props.$today ? `2px solid ${color('primary')(props)}` : `1px solid ${color('border')(props)}`)};
  border-radius: ${radius('md')};
  background: ${(props) => (props.$lastDay ? color('surfaceAlt')(props) : color('surface')(props))};
  color: ${color('text')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${color('primarySoft')};
  }
  ${media.mobile} {
    min-height: 52px;
  }
`;

const Number = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Chip = styled.span<{ $type: keyof typeof TYPE_COLOURS }>`
  overflow: hidden;
  padding: 1px 4px;
  border-radius: ${radius('sm')};
  background: ${(props) => TYPE_COLOURS[props.$type]};
  color: #fff;
  font-size: 0.6875rem;
  white-space: nowrap;
  text-overflow: ellipsis;

  ${media.mobile} {
    height: 6px;
    padding: 0;
    font-size: 0;
  }
`;

const Quiet = styled.span`
  font-size: 0.6875rem;
  color: ${color('muted')};

  ${media.mobile} {
    display: none;
  }
`;

const weekdayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long' });

export type MonthViewProps = {
  year: number;
  /** 0-based month. */
  month: number;
  today: string;
  events: CalendarEvent[];
  onOpenDay: (date: string) => void;
};

/** The month as a Monday-first grid; each day a button naming its date and events, opening the day's dialog. */
export function MonthView({ year, month, today, events, onOpenDay }: MonthViewProps) {
  const grid = monthGrid(year, month);
  return (
    <Grid>
      {WEEKDAYS.map((weekday) => (
        <Weekday key={weekday} aria-hidden="true">
          {weekday}
        </Weekday>
      ))}
      {Array.from({ length: grid.offset }, (_, index) => (
        <li key={`blank-${index}`} aria-hidden="true" />
      ))}
      {grid.days.map((cell) => {
        const dayEvents = eventsOn(events, cell.date);
        const date = new Date(year, month, cell.day);
        // Named by its content, so the visible day number is part of the name ('Monday 30 November, …', WCAG 2.5.3).
        const parts = [monthName.format(date)];
        if (cell.date === today) parts.push('today');
        if (cell.lastDay) parts.push('No activity day');
        parts.push(
          dayEvents.length === 0
            ? 'no events'
            : `${dayEvents.length} ${dayEvents.length === 1 ? 'event' : 'events'}: ${dayEvents.map((event) => event.name).join(', ')}`,
        );
        return (
          <li key={cell.date}>
            <Day type="button" $today={cell.date === today} $lastDay={cell.lastDay} data-date={cell.date} onClick={() => onOpenDay(cell.date)}>
              <VisuallyHidden>{weekdayName.format(date)} </VisuallyHidden>
              <Number>{cell.day}</Number>
              <VisuallyHidden> {parts.join(', ')}</VisuallyHidden>
              {dayEvents.slice(0, 2).map((event) => (
                <Chip key={`${event.type}-${event.eventId}`} $type={event.type} aria-hidden="true">
                  {event.name}
                </Chip>
              ))}
              {dayEvents.length > 2 && <Quiet aria-hidden="true">+{dayEvents.length - 2} more</Quiet>}
              {cell.lastDay && dayEvents.length === 0 && <Quiet aria-hidden="true">No activity day</Quiet>}
            </Day>
          </li>
        );
      })}
    </Grid>
  );
}

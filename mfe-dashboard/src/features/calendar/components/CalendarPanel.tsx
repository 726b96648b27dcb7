import { useState } from 'react';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Dialog,
  LoadFailure,
  notify,
  onDemand,
  Pending,
  readerDay,
  useHasRole,
  useLoadErrorToast,
  useOpenedOnce,
} from '@chapter/shared';
import { toLocalISODate } from '@chapter/shared/dates';
import type { EventValues } from '@chapter/shared/schemas';
import { Card } from '../../../components/Page';
import { useAddFestival } from '../api/addFestival';
import { useCreateContest } from '../api/createContest';
import { useCreateMeeting } from '../api/createMeeting';
import { useCalendarEvents } from '../api/getCalendarData';
import { eventsOn, toEventRequest } from '../utils/events';
import { Group, Heading, Legend, MonthName, Tabs, Toolbar } from './CalendarPanel.styles';
import { DayEvents } from './DayEvents';
import { TYPE_COLOURS } from './EventItem.styles';
import { MonthView } from './MonthView';

// The form (and formik and yup with it) downloads when a core member first opens it, not with the calendar.
const AddEventDialog = onDemand(
  () => import('./AddEventDialog'),
  (module: typeof import('./AddEventDialog')) => module.AddEventDialog,
);

export const CORE_ACCESS_NEEDED = 'You need CORE member access to create events';

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const readDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
};

/** The chapter's calendar: month and Today views, each day's dialog, and Add Event for core members. */
export function CalendarPanel() {
  const isCore = useHasRole('COREMEMBER');
  const query = useCalendarEvents();
  const createContest = useCreateContest();
  const createMeeting = useCreateMeeting();
  const addFestival = useAddFestival();
  // The reader's today, also while the server draws the page (docs/architecture.md, "The reader's clock").
  const now = readerDay();
  const today = toLocalISODate(now);
  const [view, setView] = useState<'month' | 'today'>('month');
  const [cursor, setCursor] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [addingOn, setAddingOn] = useState<string | null>(null);
  const addEventOpened = useOpenedOnce(addingOn !== null);
  useLoadErrorToast(query.error, 'Failed to load dashboard calendar data');

  const events = query.data ?? [];
  const shift = (by: number) => setCursor(({ year, month }) => ({ year: year + Math.floor((month + by) / 12), month: (((month + by) % 12) + 12) % 12 }));

  const startAdding = (date: string) => {
    if (!isCore) {
      notify.error(CORE_ACCESS_NEEDED);
      return;
    }
    setOpenDay(null);
    setAddingOn(date);
  };

  const submit = async (values: EventValues) => {
    const request = toEventRequest(values);
    try {
      if (request.type === 'contest') await createContest.mutateAsync(request.body);
      else if (request.type === 'meeting') await createMeeting.mutateAsync(request.body);
      else await addFestival.mutateAsync(request.body);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Card aria-labelledby="calendar-title">
      <Toolbar>
        <Heading id="calendar-title">Calendar</Heading>
        <Group>
          <Tabs role="group" aria-label="Calendar view">
            <button type="button" aria-pressed={view === 'month'} onClick={() => setView('month')}>
              Month
            </button>
            <button type="button" aria-pressed={view === 'today'} onClick={() => setView('today')}>
              Today
            </button>
          </Tabs>
          <Button size="small" onClick={() => startAdding(openDay ?? today)} aria-haspopup={isCore ? 'dialog' : undefined}>
            Add Event
          </Button>
        </Group>
      </Toolbar>
      {query.isPending ? (
        <Pending query={query} label="Loading the calendar" />
      ) : query.isError ? (
        <LoadFailure message="Failed to load dashboard calendar data" onRetry={() => void query.refetch()} />
      ) : view === 'today' ? (
        <section aria-label={`Today, ${dayLabel.format(now)}`}>
          <DayEvents date={today} events={eventsOn(events, today)} emptyText="All Clear Today!" expanded />
        </section>
      ) : (
        <>
          <Toolbar>
            <Button variant="secondary" size="small" onClick={() => shift(-1)} aria-label="Previous month">
              <ChevronLeftIcon size={16} />
            </Button>
            <MonthName aria-live="polite">{monthLabel.format(new Date(cursor.year, cursor.month, 1))}</MonthName>
            <Button variant="secondary" size="small" onClick={() => shift(1)} aria-label="Next month">
              <ChevronRightIcon size={16} />
            </Button>
          </Toolbar>
          <MonthView year={cursor.year} month={cursor.month} today={today} events={events} onOpenDay={setOpenDay} />
          <Legend aria-label="Event types">
            {(['contest', 'meeting', 'festival'] as const).map((type) => (
              <li key={type}>
                <span style={{ background: TYPE_COLOURS[type] }} aria-hidden="true" />
                {type[0]!.toUpperCase() + type.slice(1)}
              </li>
            ))}
          </Legend>
        </>
      )}
      <Dialog
        open={openDay !== null}
        title={openDay ? dayLabel.format(readDay(openDay)) : ''}
        size="medium"
        onClose={() => setOpenDay(null)}
        footer={
          isCore && openDay && openDay >= today ? (
            <Button size="small" onClick={() => startAdding(openDay)}>
              Add Event
            </Button>
          ) : undefined
        }
      >
        {openDay && <DayEvents date={openDay} events={eventsOn(events, openDay)} emptyText="No events scheduled for this date." />}
      </Dialog>
      {addEventOpened && <AddEventDialog open={addingOn !== null} date={addingOn ?? undefined} onClose={() => setAddingOn(null)} onSubmit={submit} />}
    </Card>
  );
}

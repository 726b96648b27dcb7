import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CORE_ONLY, GatedButton, TextField, useHasRole } from '@chapter/shared';
import { useCreateMom } from '../api/createMom';
import { useDeleteMom } from '../api/deleteMom';
import { shortTime, type CalendarEvent } from '../utils/events';
import { useDeleteEvent } from '../hooks/useDeleteEvent';
import { Actions, Details, Item, MomForm, Toggle } from './EventItem.styles';

const TYPE_LABELS = { contest: 'Contest', meeting: 'Meeting', festival: 'Festival' } as const;
const ATTENDEE_LABELS = { ALL: 'All users', MEMBER: 'Members', COREMEMBER: 'Core members' } as const;

function when(event: CalendarEvent): string {
  if (event.type === 'contest') return `${shortTime(event.startTime)}–${shortTime(event.endTime)}`;
  if (event.type === 'meeting') return shortTime(event.startTime);
  return 'All day';
}

function Minutes({ event }: { event: CalendarEvent }) {
  const isCore = useHasRole('COREMEMBER');
  const create = useCreateMom();
  const remove = useDeleteMom();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ref = { dateId: event.dateId ?? '', noticeId: event.eventId };
  // The control just used disappears when the minutes change; focus moves to what replaced it, so it stays in the dialog.
  const changed = useRef(false);
  const minutesLink = useRef<HTMLAnchorElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    (event.mom ? minutesLink.current : linkField.current)?.focus();
  }, [event.mom]);

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    try {
      new URL(link.trim());
    } catch {
      setError('Enter a valid URL');
      return;
    }
    setError(null);
    changed.current = true;
    create.mutate({ ...ref, MoMLink: link.trim() }, { onSuccess: () => setLink('') });
  };

  if (event.mom) {
    return (
      <Actions>
        <a ref={minutesLink} href={event.mom} target="_blank" rel="noopener noreferrer">
          Minutes of meeting
        </a>
        {isCore && (
          <Button
            variant="ghost"
            size="small"
            busy={remove.isPending}
            onClick={() => {
              changed.current = true;
              remove.mutate(ref);
            }}
          >
            Delete minutes
          </Button>
        )}
      </Actions>
    );
  }
  if (!isCore) return <p>No minutes of meeting yet.</p>;
  return (
    <MomForm onSubmit={submit} noValidate>
      <TextField ref={linkField} label="Minutes of meeting link" type="url" value={link} onChange={(change) => setLink(change.target.value)} error={error} />
      <Button type="submit" size="small" busy={create.isPending}>
        Add minutes
      </Button>
    </MomForm>
  );
}

export type EventItemProps = { event: CalendarEvent; defaultExpanded?: boolean };

/** One event of a day: its name and time; expanded, its details, delete (after a second click) and the minutes. */
export function EventItem({ event, defaultExpanded = false }: EventItemProps) {
  const detailsId = useId();
  const isCore = useHasRole('COREMEMBER');
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEvent();

  return (
    <Item $type={event.type} data-type={event.type}>
      <Toggle type="button" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((value) => !value)}>
        <strong>{event.name}</strong>
        <span>
          {TYPE_LABELS[event.type]} · {when(event)}
        </span>
      </Toggle>
      <Details id={detailsId} hidden={!expanded}>
        {event.platform && <p>Platform: {event.platform}</p>}
        {event.description && <p>{event.description}</p>}
        {event.attendees && <p>Attendees: {ATTENDEE_LABELS[event.attendees]}</p>}
        {event.type === 'meeting' && event.compulsory && <p>Attendance is compulsory.</p>}
        {event.link && (
          <p>
            <a href={event.link} target="_blank" rel="noopener noreferrer">
              {event.type === 'contest' ? 'Open contest' : 'Join meeting'}
            </a>
          </p>
        )}
        {event.type === 'meeting' && <Minutes event={event} />}
        <Actions>
          {confirming ? (
            <>
              <span>Delete {event.name}?</span>
              <Button variant="danger" size="small" busy={remove.isPending} onClick={() => remove.remove(event, () => setConfirming(false))}>
                Yes, delete
              </Button>
              <Button variant="secondary" size="small" disabled={remove.isPending} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <GatedButton
              allowed={isCore}
              deniedReason={CORE_ONLY.delete}
              variant="ghost"
              size="small"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${event.name}`}
            >
              Delete
            </GatedButton>
          )}
        </Actions>
      </Details>
    </Item>
  );
}

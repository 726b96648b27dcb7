import { useState } from 'react';
import styled from 'styled-components';
import { Button, color, ConfirmDialog, CopyField, Pending } from '@chapter/shared';
import { Card, CardTitle } from '../../../components/Page';
import { useCreateCalendarFeed } from '../api/createCalendarFeed';
import { useCalendarFeed } from '../api/getCalendarFeed';
import { useRevokeCalendarFeed } from '../api/revokeCalendarFeed';

const Lead = styled.p`
  margin: -8px 0 12px;
  color: ${color('muted')};
`;

/** The member's private iCalendar address for the chapter's events: create, copy, replace or revoke it. */
export function CalendarFeedCard() {
  const query = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = query.data ?? null;

  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardTitle id="calendar-feed-title">Calendar Feed</CardTitle>
      <Lead>Add the chapter&apos;s contests, meetings and festivals to your own calendar app. Keep the address private.</Lead>
      {query.isPending ? (
        <Pending query={query} label="Loading your calendar feed" />
      ) : url ? (
        <CopyField value={url} label="Calendar feed address" copied="Calendar feed address copied" what="the address">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Revoke
          </Button>
        </CopyField>
      ) : (
        <Button busy={create.isPending} onClick={() => create.mutate()}>
          Create calendar feed
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        type="danger"
        title="Revoke Calendar Feed"
        message="Calendar apps using this address will stop receiving the chapter's events."
        confirmText="Revoke"
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

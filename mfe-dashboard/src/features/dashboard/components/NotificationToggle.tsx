import { useId, useState } from 'react';
import styled from 'styled-components';
import { color, ConfirmDialog, radius, Spinner, Switch } from '@chapter/shared';
import { useSubscription } from '../api/toggleSubscribe';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('pill')};
  background: ${color('surface')};
`;

const Label = styled.span`
  font-weight: 600;
  color: ${color('text')};
`;

const State = styled.span`
  min-width: 2ch;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

/** The track's place while the setting is unknown. */
const PendingTrack = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 28px;
`;

/** The switch's frame, same size, while the profile loads: the header does not change shape when the setting arrives. */
export function NotificationTogglePlaceholder({ label }: { label: string }) {
  return (
    <Row>
      <Label aria-hidden="true">Notifications</Label>
      <PendingTrack>
        <Spinner size={20} label={label} />
      </PendingTrack>
      <State aria-hidden="true" />
    </Row>
  );
}

const texts = {
  enable: {
    title: 'Enable Notifications',
    message: 'You will receive e-mails about contests, meetings and announcements of the chapter.',
    confirm: 'Enable',
  },
  disable: {
    title: 'Disable Notifications',
    message: 'You will stop receiving e-mails about contests, meetings and announcements. They switch back on at the start of next month.',
    confirm: 'Disable',
  },
};

export type NotificationToggleProps = {
  /** The setting the server reported with the profile. */
  subscribed: boolean;
};

/** A switch for the chapter's e-mail notifications; asks before changing and changes only after the server agrees. */
export function NotificationToggle({ subscribed: initial }: NotificationToggleProps) {
  const labelId = useId();
  const { subscribed, busy, toggle } = useSubscription(initial);
  // The question asked is fixed when the dialog opens, so it does not change under the reader when the answer lands.
  const [asking, setAsking] = useState<keyof typeof texts | null>(null);
  const text = texts[asking ?? (subscribed ? 'disable' : 'enable')];

  const confirm = async () => {
    await toggle();
    setAsking(null);
  };

  return (
    <Row>
      <Label id={labelId}>Notifications</Label>
      <Switch on={subscribed} onChange={(on) => setAsking(on ? 'enable' : 'disable')} labelledBy={labelId} busy={busy} />
      <State aria-hidden="true">{subscribed ? 'On' : 'Off'}</State>
      <ConfirmDialog
        open={asking !== null}
        type={asking === 'disable' ? 'danger' : 'success'}
        title={text.title}
        message={text.message}
        confirmText={text.confirm}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Row>
  );
}

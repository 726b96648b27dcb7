import { useId } from 'react';
import styled from 'styled-components';
import { color, LoadFailure, Pending, Switch } from '@chapter/shared';
import type { MailSwitches } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { useMailSwitches, useSetMailSwitches } from '../api/mailSwitches';

type Kind = keyof MailSwitches;

/** What each kind of mail is, in the member's words. */
export const MAIL_KIND_TEXT: Record<Kind, { label: string; description: string }> = {
  events: { label: 'Contests and meetings', description: 'A mail when a contest or a meeting is added to the chapter calendar.' },
  reminders: { label: 'Reminders', description: 'Reminders before calendar contests and meetings, at the times you choose.' },
  warnings: { label: 'Below-the-mark warnings', description: 'A warning before the month ends while your points are below the passing mark.' },
};
const KINDS = Object.keys(MAIL_KIND_TEXT) as Kind[];

const Lead = styled.p`
  margin: -8px 0 12px;
  color: ${color('muted')};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 0;
  border-top: 1px solid ${color('border')};
  p {
    margin: 2px 0 0;
    font-size: 0.875rem;
    color: ${color('muted')};
  }
`;

const Label = styled.span`
  font-weight: 600;
  color: ${color('text')};
`;

const Control = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 8px;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

function KindSwitch({ kind, on, busy, onChange }: { kind: Kind; on: boolean; busy: boolean; onChange: (on: boolean) => void }) {
  const labelId = useId();
  const descriptionId = useId();
  const text = MAIL_KIND_TEXT[kind];
  return (
    <Row>
      <div>
        <Label id={labelId}>{text.label}</Label>
        <p id={descriptionId}>{text.description}</p>
      </div>
      <Control>
        <Switch on={on} onChange={onChange} labelledBy={labelId} describedBy={descriptionId} busy={busy} />
        <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
      </Control>
    </Row>
  );
}

/** The profile's "E-mail" section: one switch per kind of mail (each mail also carries a link that turns its kind off). */
export function MailSwitchesSection() {
  const query = useMailSwitches();
  const save = useSetMailSwitches();
  const pendingKind = save.isPending ? (Object.keys(save.variables ?? {})[0] as Kind | undefined) : undefined;

  return (
    <Card aria-labelledby="mail-switches-title">
      <CardTitle id="mail-switches-title">E-mail</CardTitle>
      <Lead>Choose which mails the chapter sends you. Mails about your account, like password codes, always come.</Lead>
      {query.isPending ? (
        <Pending query={query} label="Loading your mail settings" />
      ) : query.isError ? (
        <LoadFailure message="Could not load your mail settings" onRetry={() => void query.refetch()} />
      ) : (
        <List>
          {KINDS.map((kind) => (
            <KindSwitch key={kind} kind={kind} on={query.data[kind]} busy={pendingKind === kind} onChange={(on) => save.mutate({ [kind]: on })} />
          ))}
        </List>
      )}
    </Card>
  );
}

import { useFormik } from 'formik';
import styled from 'styled-components';
import { array, boolean, number, object } from 'yup';
import { Button, color, LoadFailure, Pending, REMINDER_LEADS, useQueryClient } from '@chapter/shared';
import type { ReminderSettingsRequest, ReminderSettingsResponse, ReminderSettingsView } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { REMINDERS_KEY, saveReminders, useReminders, useSaveReminders } from '../api/reminders';
import { PushDevice } from './PushDevice';

const Lead = styled.p`
  margin: -8px 0 16px;
  color: ${color('muted')};
`;

const Group = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 600;
    color: ${color('text')};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  color: ${color('text')};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color('primary')};
  }
`;

const ErrorText = styled.p`
  margin: 4px 0 0;
  font-size: 0.8125rem;
  color: ${color('danger')};
`;

type Flag = 'email' | 'push' | 'contests' | 'meetings';

/** The rules the server keeps too: a channel needs a lead time, and lead times need contests, meetings or both. */
const remindersSchema = object({
  email: boolean().required(),
  push: boolean().required(),
  contests: boolean().required(),
  leadMinutes: array(number().required())
    .required()
    .when(['email', 'push'], { is: (email: boolean, push: boolean) => email || push, then: (leads) => leads.min(1, 'Pick when to be reminded') }),
  meetings: boolean()
    .required()
    .test('events', 'Pick contests, meetings or both', function (meetings) {
      const { contests, leadMinutes } = this.parent as ReminderSettingsRequest;
      return leadMinutes.length === 0 || contests || meetings === true;
    }),
});

const settingsOf = ({ email, push, leadMinutes, contests, meetings }: ReminderSettingsView): ReminderSettingsRequest => ({
  email,
  push,
  leadMinutes,
  contests,
  meetings,
});

const same = (a: ReminderSettingsRequest, b: ReminderSettingsRequest) =>
  a.email === b.email &&
  a.push === b.push &&
  a.contests === b.contests &&
  a.meetings === b.meetings &&
  [...a.leadMinutes].sort().join() === [...b.leadMinutes].sort().join();

function RemindersForm({ saved }: { saved: ReminderSettingsView }) {
  const save = useSaveReminders();
  const client = useQueryClient();
  const form = useFormik<ReminderSettingsRequest>({
    initialValues: settingsOf(saved),
    validationSchema: remindersSchema,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync(values);
      } catch {
        // The toast said why; the form keeps what was chosen.
      }
    },
  });
  const changed = !same(form.values, settingsOf(saved));
  const tried = form.submitCount > 0;
  const errorOf = (name: keyof ReminderSettingsRequest) => (tried && typeof form.errors[name] === 'string' ? (form.errors[name] as string) : undefined);

  const flag = (name: Flag, label: string) => (
    <Check>
      <input type="checkbox" name={name} checked={form.values[name]} onChange={form.handleChange} />
      {label}
    </Check>
  );
  const toggleLead = (minutes: number, on: boolean) =>
    void form.setFieldValue(
      'leadMinutes',
      REMINDER_LEADS.map((lead) => lead.minutes).filter((each) => (each === minutes ? on : form.values.leadMinutes.includes(each))),
    );

  /** This browser now gets push: the settings turn push on (saved at once), keeping other unsaved choices in the form. */
  const subscribed = async () => {
    if (!saved.push) {
      const answer = await saveReminders({ ...settingsOf(saved), push: true });
      if (answer.ok && answer.data) client.setQueryData<ReminderSettingsResponse>(REMINDERS_KEY, answer.data);
    } else {
      await client.invalidateQueries({ queryKey: REMINDERS_KEY });
    }
    await form.setFieldValue('push', true);
  };

  const leadsError = errorOf('leadMinutes');
  const eventsError = errorOf('meetings');
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Group aria-describedby={leadsError ? 'reminder-leads-error' : undefined}>
        <legend>Remind me before the start</legend>
        <Choices>
          {REMINDER_LEADS.map((lead) => (
            <Check key={lead.minutes}>
              <input
                type="checkbox"
                checked={form.values.leadMinutes.includes(lead.minutes)}
                onChange={(event) => toggleLead(lead.minutes, event.target.checked)}
              />
              {lead.label}
            </Check>
          ))}
        </Choices>
        {leadsError && (
          <ErrorText id="reminder-leads-error" role="alert">
            {leadsError}
          </ErrorText>
        )}
      </Group>
      <Group aria-describedby={eventsError ? 'reminder-events-error' : undefined}>
        <legend>For</legend>
        <Choices>
          {flag('contests', 'Contests')}
          {flag('meetings', 'Meetings')}
        </Choices>
        {eventsError && (
          <ErrorText id="reminder-events-error" role="alert">
            {eventsError}
          </ErrorText>
        )}
      </Group>
      <Group>
        <legend>Also send by</legend>
        {flag('email', 'E-mail')}
        <div>{flag('push', 'Browser push')}</div>
        <PushDevice devices={saved.pushDevices} onSubscribed={subscribed} onUnsubscribed={() => void client.invalidateQueries({ queryKey: REMINDERS_KEY })} />
      </Group>
      <Button type="submit" busy={form.isSubmitting} disabled={!changed}>
        Save reminders
      </Button>
    </form>
  );
}

/** The profile's Reminders section: lead times, events and channels, and this browser's push. */
export function RemindersSection() {
  const query = useReminders();
  return (
    <Card aria-labelledby="reminders-title">
      <CardTitle id="reminders-title">Reminders</CardTitle>
      <Lead>Get reminded before the chapter&apos;s contests and meetings. Every reminder also shows in your notifications.</Lead>
      {query.isPending ? (
        <Pending query={query} label="Loading your reminders" />
      ) : query.isError ? (
        <LoadFailure message="Could not load your reminders" onRetry={() => void query.refetch()} />
      ) : (
        <RemindersForm saved={query.data} />
      )}
    </Card>
  );
}

import styled from 'styled-components';
import { media } from '@chapter/shared';
import { eventSchema, toLocalISODate, type EventValues } from '@chapter/shared/schemas';
import { CheckboxField, FormDialog, InputField, SelectField } from '@chapter/shared/forms';
import type { UpcomingContestSuggestion } from '@chapter/shared/types';
import { UpcomingContests } from './UpcomingContests';

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TYPES = [
  { value: 'meeting', label: 'Meeting' },
  { value: 'contest', label: 'Contest' },
  { value: 'festival', label: 'Festival' },
];
const PLATFORMS = [
  { value: '', label: 'Choose a platform' },
  { value: 'Codeforces', label: 'Codeforces' },
  { value: 'CodeChef', label: 'CodeChef' },
];
const ATTENDEES = [
  { value: 'all', label: 'All users' },
  { value: 'MEMBER', label: 'Members' },
  { value: 'COREMEMBER', label: 'Core members' },
];

type FormValues = {
  type: string;
  title: string;
  date: string;
  link: string;
  startTime: string;
  endTime: string;
  platform: string;
  description: string;
  attendees: string;
  compulsory: boolean;
  toSendEmail: boolean;
};

export type AddEventDialogProps = {
  open: boolean;
  /** The day the form starts on (the open day, else today). */
  date?: string;
  onClose: () => void;
  /** Gets the validated event; resolves true when the server took it. */
  onSubmit: (event: EventValues) => Promise<boolean>;
};

/** The contest form's values from a platform's upcoming contest: its link names the contest the results job fetches. */
export const fromSuggestion = (values: FormValues, s: UpcomingContestSuggestion): FormValues => ({
  ...values,
  type: 'contest',
  title: s.name,
  link: s.link,
  platform: s.platformName,
  date: s.date,
  startTime: s.startTime,
  endTime: s.endTime,
});

/**
 * 'Add Event': a meeting, contest or festival, with every rule of the event schema. The platforms' upcoming contests
 * head it: one click fills the contest form.
 */
export function AddEventDialog({ open, date, onClose, onSubmit }: AddEventDialogProps) {
  const today = toLocalISODate(new Date());
  const initialValues: FormValues = {
    type: 'meeting',
    title: '',
    date: date && date >= today ? date : today,
    link: '',
    startTime: '',
    endTime: '',
    platform: '',
    description: '',
    attendees: 'all',
    compulsory: false,
    toSendEmail: false,
  };
  return (
    <FormDialog
      open={open}
      title="Add Event"
      submitText="Add Event"
      initialValues={initialValues}
      validationSchema={eventSchema as never}
      onSubmit={(values) => onSubmit(values as unknown as EventValues)}
      onClose={onClose}
    >
      {(formik) => {
        const type = formik.values.type;
        return (
          <>
            <UpcomingContests onPick={(suggestion) => void formik.setValues(fromSuggestion(formik.values, suggestion), true)} />
            <SelectField formik={formik} name="type" label="Event type" required options={TYPES} />
            <InputField formik={formik} name="title" label="Title" required />
            <InputField formik={formik} name="date" label="Date" type="date" min={today} required />
            {type !== 'festival' && <InputField formik={formik} name="link" label={type === 'contest' ? 'Contest link' : 'Meeting link'} type="url" required />}
            {type !== 'festival' && (
              <Pair>
                <InputField formik={formik} name="startTime" label="Start time" type="time" required />
                {type === 'contest' && <InputField formik={formik} name="endTime" label="End time" type="time" required />}
              </Pair>
            )}
            {type === 'contest' && <SelectField formik={formik} name="platform" label="Platform" required options={PLATFORMS} />}
            {type === 'meeting' && (
              <>
                <InputField formik={formik} name="description" label="Description" required multiline />
                <SelectField formik={formik} name="attendees" label="Attendees" required options={ATTENDEES} />
                <CheckboxField formik={formik} name="compulsory" label="Attendance is compulsory" />
              </>
            )}
            {type !== 'festival' && <CheckboxField formik={formik} name="toSendEmail" label="E-mail the members about it" />}
          </>
        );
      }}
    </FormDialog>
  );
}

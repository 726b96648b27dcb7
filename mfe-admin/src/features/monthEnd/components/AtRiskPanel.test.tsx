import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { AtRiskMember, MonthEndAtRisk } from '@chapter/shared/types';
import { AtRiskPanel } from './AtRiskPanel';

const AT_RISK = 'GET /admin/month-end/at-risk';
const SAVE = 'PUT /admin/month-end/warning-days';

const member = (overrides: Partial<AtRiskMember> = {}): AtRiskMember => ({
  userId: 'u1',
  name: 'Dev Low',
  role: 'MEMBER',
  points: 4,
  warnedAt: null,
  mailedAt: null,
  takesMail: true,
  ...overrides,
});

const atRisk = (overrides: Partial<MonthEndAtRisk> = {}): MonthEndAtRisk => ({
  month: '2025-05',
  passingMarks: 30,
  warnDaysBefore: 7,
  warningDay: '2025-05-24',
  daysLeft: 10,
  removeStepOn: true,
  members: [member()],
  ...overrides,
});

const answer = (data: MonthEndAtRisk) => ({ status: 200, body: { message: 'ok', data } });

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

test('lists the members the month end would remove, their points, whether they were warned and mailed, and the warning day', async () => {
  fakeApi({
    [AT_RISK]: answer(
      atRisk({
        daysLeft: 3,
        removeStepOn: false,
        members: [
          member(),
          member({ userId: 'u2', name: 'Zed Zero', points: 0, warnedAt: '2025-05-24T03:30:00.000Z', mailedAt: '2025-05-24T03:30:02.000Z' }),
          member({ userId: 'u3', name: 'Quinn Quiet', points: 9, warnedAt: '2025-05-24T03:30:00.000Z', takesMail: false }),
        ],
      }),
    ),
  });
  renderAt('/admin/month-end', <AtRiskPanel />);
  const table = await screen.findByRole('region', { name: 'Members at risk' });
  expect(screen.getByRole('heading', { name: 'At risk: May 2025' })).toBeInTheDocument();
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['Dev Low', 'Zed Zero', 'Quinn Quiet']);
  expect(rows[0]).toHaveTextContent('Points4WarnedNot yetMailNot sent');
  expect(rows[1]).toHaveTextContent(/WarnedMay 24, 2025|Warned24 May 2025/);
  expect(rows[1]).toHaveTextContent(/MailSent /);
  expect(rows[2]).toHaveTextContent('MailTurned off');
  expect(screen.getByText(/below the passing mark of 30 points/)).toHaveTextContent(
    /3 days left after today\. Warnings were due on (24 May|May 24) \(7 days before the month's last day\): a notice in the app and a mail, once per member\./,
  );
  expect(screen.getByText(/The remove step is switched off/)).toHaveTextContent('Warnings still go out.');
});

test('nobody at risk, warnings off', async () => {
  fakeApi({ [AT_RISK]: answer(atRisk({ members: [], warnDaysBefore: 0, warningDay: null })) });
  renderAt('/admin/month-end', <AtRiskPanel />);
  expect(await screen.findByText('Nobody at risk')).toBeInTheDocument();
  expect(screen.getByText(/Warnings are off\./)).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: /Warn days before the month ends/ })).toHaveValue(0);
});

test('loading, then a failure with a retry', async () => {
  let fail = true;
  fakeApi({ [AT_RISK]: () => (fail ? { status: 500, body: {} } : answer(atRisk())) });
  const user = userEvent.setup();
  renderAt('/admin/month-end', <AtRiskPanel />);
  expect(screen.getByRole('status', { name: 'Loading the members at risk' })).toBeInTheDocument();
  expect((await screen.findAllByText('Error fetching the members at risk')).length).toBeGreaterThan(0);
  fail = false;
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('region', { name: 'Members at risk' })).toBeInTheDocument();
});

test('the warning setting: 0 to 27, a clear message otherwise; saving sends the number and shows the server’s answer', async () => {
  let saved = 7;
  const { calls } = fakeApi({
    [AT_RISK]: () => answer(atRisk({ warnDaysBefore: saved, warningDay: saved ? `2025-05-${String(31 - saved).padStart(2, '0')}` : null })),
    [SAVE]: (call) => {
      saved = (call.data as { warnDaysBefore: number }).warnDaysBefore;
      return { status: 200, body: { message: 'Members below the mark are warned on 2025-05-28', data: { warnDaysBefore: saved, warningDay: '2025-05-28' } } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/month-end', <AtRiskPanel />);
  const field = await screen.findByRole('spinbutton', { name: /Warn days before the month ends/ });
  expect(field).toHaveValue(7);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.clear(field);
  await user.type(field, '28');
  await user.tab();
  expect(await screen.findByText('Warning days must be a whole number from 0 (off) to 27')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(calls.some((call) => call.key === SAVE)).toBe(false);

  await user.clear(field);
  await user.type(field, '3');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Members below the mark are warned on 2025-05-28')).toBeInTheDocument();
  expect(calls.find((call) => call.key === SAVE)?.data).toEqual({ warnDaysBefore: 3 });
  await waitFor(() => expect(screen.getByText(/Warnings go out on (28 May|May 28) \(3 days before/)).toBeInTheDocument());
});

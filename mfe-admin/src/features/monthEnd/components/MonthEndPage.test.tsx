import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { aJobRun } from '../../../test/fixtures';
import type { BackupItem, JobRun, MonthEndPreview, MonthStatus } from '@chapter/shared/types';
import { MonthEndPage } from './MonthEndPage';

const STEP_LABELS = {
  ranks: "Freeze the month's ranks (next month's previous rank)",
  achievements: 'Award the achievements',
  backup: 'Write the verified backup',
  autoKick: 'Remove members below the passing mark',
  subscriptions: 'Turn notifications back on',
} as const;

const status = (month: string, states: Partial<Record<keyof typeof STEP_LABELS, 'done' | 'skipped' | 'pending'>> = {}, off: string[] = []): MonthStatus => ({
  month,
  startedAt: Object.keys(states).length ? '2025-04-01T03:00:00.000Z' : null,
  finishedAt: null,
  steps: (Object.keys(STEP_LABELS) as Array<keyof typeof STEP_LABELS>).map((name) => ({
    name,
    label: STEP_LABELS[name],
    enabled: !off.includes(name),
    state: states[name] ?? 'pending',
  })),
});

const preview = (month: string, overrides: Partial<MonthEndPreview> = {}): MonthEndPreview => ({
  month,
  passingMarks: 30,
  ranked: 6,
  achievements: [
    { userId: 'u1', name: 'Ana Gold', type: 'gold', value: 80 },
    { userId: 'u2', name: 'Ben Tied', type: 'silver', value: 50 },
    { userId: 'u3', name: 'Cai Tied', type: 'silver', value: 50 },
  ],
  removals: [{ userId: 'u4', name: 'Dev Low', role: 'MEMBER', points: 4 }],
  spared: [
    { userId: 'u5', name: 'Eve Guarded', role: 'MEMBER', points: 2, reason: 'protected' },
    { userId: 'u6', name: 'Fay Core', role: 'COREMEMBER', points: 0, reason: 'coreMember' },
    { userId: 'u7', name: 'Gus Blocked', role: 'MEMBER', points: 1, reason: 'blocked' },
  ],
  resubscribe: 2,
  status: status(month),
  ...overrides,
});

const backup = (overrides: Partial<BackupItem> = {}): BackupItem => ({
  name: '2025-02.json.gz',
  month: '2025-02',
  sizeBytes: 2_400_000,
  createdAt: '2025-03-01T03:00:05.000Z',
  state: 'verified',
  rows: 1234,
  ...overrides,
});

const MONTHS = 'GET /admin/month-end/months';
const BACKUPS = 'GET /admin/backups';
const months = (list: MonthStatus[]) => ({ status: 200, body: { message: 'ok', data: { currentMonth: '2025-04', months: list } } });
const previewOf = (data: MonthEndPreview) => ({ status: 200, body: { message: 'ok', data } });

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

const ALL_DONE = { ranks: 'done', achievements: 'done', backup: 'done', autoKick: 'done', subscriptions: 'done' } as const;

test('the preview shows the achievements with ties, who is removed at the mark, and who is spared and why', async () => {
  fakeApi({
    [MONTHS]: months([status('2025-03'), status('2025-02', ALL_DONE)]),
    'GET /admin/month-end/preview?month=2025-03': previewOf(preview('2025-03')),
    'GET /admin/month-end/preview?month=2025-02': previewOf(
      preview('2025-02', { achievements: [], removals: [], spared: [], status: status('2025-02', ALL_DONE) }),
    ),
    [BACKUPS]: { status: 200, body: { message: 'ok', data: [] } },
  });
  const user = userEvent.setup();
  renderAt('/admin/month-end', <MonthEndPage />);
  const picker = await screen.findByRole('combobox', { name: /^Month/ });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['March 2025 (not run)', 'February 2025 (done)']);

  const achievements = await screen.findByRole('region', { name: 'Achievements' });
  const rows = within(achievements)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['Ana GoldGold medal80', 'Ben TiedSilver medal50', 'Cai TiedSilver medal50']);
  const removals = screen.getByRole('region', { name: 'Removed at the passing mark (30 points)' });
  expect(within(removals).getAllByRole('row')[1]).toHaveTextContent('Dev LowMember4');
  expect(screen.getByText('Run month end moves this member back to User: they lose active membership.')).toBeInTheDocument();
  const spared = screen.getByRole('region', { name: 'Spared below the mark' });
  expect(
    within(spared)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent),
  ).toEqual(['Protected', 'Core member or above', 'Blocked']);
  expect(screen.getByText('No backups yet')).toBeInTheDocument();

  // Another month: its own preview, with its empty states; nothing left to run.
  await user.selectOptions(picker, '2025-02');
  expect(await screen.findByText('No achievements')).toBeInTheDocument();
  expect(screen.getByText('Nobody would be removed.')).toBeInTheDocument();
  expect(screen.getByText('Nobody below the mark is spared.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Run month end' })).toBeDisabled();
});

test('with the remove step switched off, the list says nobody is removed and what the step alone would do, 20 members a page', async () => {
  const many = Array.from({ length: 45 }, (_, i) => ({ userId: `m${i + 1}`, name: `Member ${i + 1}`, role: 'MEMBER', points: i % 30 }));
  fakeApi({
    [MONTHS]: months([status('2025-03', {}, ['autoKick'])]),
    'GET /admin/month-end/preview?month=2025-03': previewOf(preview('2025-03', { removals: many, status: status('2025-03', {}, ['autoKick']) })),
    [BACKUPS]: { status: 200, body: { message: 'ok', data: [] } },
  });
  const user = userEvent.setup();
  renderAt('/admin/month-end', <MonthEndPage />);
  const removals = await screen.findByRole('region', { name: 'Removed at the passing mark (30 points): step switched off' });
  expect(
    screen.getByText(/The remove step is switched off \(Auto Kick Scheduler in Scheduler Controls\), so Run month end removes nobody\./).closest('p'),
  ).toHaveTextContent('Running the step “Remove members below the passing mark” on its own would move these 45 members back to User.');
  expect(within(removals).getAllByRole('row')).toHaveLength(21);
  expect(screen.getByText('1–20 of 45 members')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Removals pages' });
  await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
  expect(
    within(removals)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild?.textContent),
  ).toEqual(['Member 41', 'Member 42', 'Member 43', 'Member 44', 'Member 45']);
  expect(screen.getByText('41–45 of 45 members')).toBeInTheDocument();

  // The run leaves them; the step alone says how many it moves.
  await user.click(screen.getByRole('button', { name: 'Run month end' }));
  expect(screen.getByRole('dialog', { name: 'Run month end' })).toHaveTextContent('3 achievements, and nobody is removed (the remove step is switched off).');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Run this step: Remove members below the passing mark' }));
  expect(screen.getByRole('dialog', { name: 'Run this step' })).toHaveTextContent('although its switch is off? 45 members go back to User.');
});

test('run month end confirms, sends the month, and follows the run to its end; the page then reads the month again', async () => {
  const states: JobRun[] = [
    aJobRun({ id: 'me-1', name: 'month-end', label: 'Month end of 2025-03', state: 'active', progress: { done: 2, total: 5 } }),
    aJobRun({
      id: 'me-1',
      name: 'month-end',
      label: 'Month end of 2025-03',
      state: 'completed',
      progress: { done: 5, total: 5 },
      result: { message: 'Month end of 2025-03: 5 steps done' },
    }),
  ];
  let asked = 0;
  let finished = false;
  const { calls } = fakeApi({
    [MONTHS]: months([status('2025-03')]),
    'GET /admin/month-end/preview?month=2025-03': () =>
      previewOf(
        preview('2025-03', {
          status: finished ? status('2025-03', ALL_DONE) : status('2025-03'),
        }),
      ),
    'POST /admin/month-end/run': {
      status: 200,
      body: { message: 'Month end of 2025-03: queued', data: aJobRun({ id: 'me-1', label: 'Month end of 2025-03' }) },
    },
    'GET /admin/job-run/me-1': () => {
      const run = states[Math.min(asked++, states.length - 1)]!;
      finished = run.state === 'completed';
      return { status: 200, body: { message: 'ok', data: run } };
    },
    [BACKUPS]: () => ({ status: 200, body: { message: 'ok', data: finished ? [backup({ name: '2025-03.json.gz', month: '2025-03' })] : [] } }),
  });
  const user = userEvent.setup();
  renderAt('/admin/month-end', <MonthEndPage />);
  await screen.findByRole('region', { name: 'Achievements' });
  await user.click(screen.getByRole('button', { name: 'Run month end' }));
  const dialog = screen.getByRole('dialog', { name: 'Run month end' });
  expect(dialog).toHaveTextContent('Run the month end of March 2025 now? 3 achievements, and 1 member loses active membership.');
  await user.click(within(dialog).getByRole('button', { name: 'Run month end' }));
  expect(await screen.findByText('Month end of 2025-03: queued')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/month-end/run')?.data).toEqual({ month: '2025-03' });
  const bar = await screen.findByRole('progressbar', { name: 'Month end progress' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
  expect(await screen.findByText('Month end of 2025-03: 5 steps done', undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The new backup is listed, and every step shows done.
  const files = await screen.findByRole('region', { name: 'Backup files' });
  expect(await within(files).findByText('2025-03.json.gz')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('Done')).toHaveLength(5));
  expect(screen.getByRole('button', { name: 'Run month end' })).toBeDisabled();
}, 15_000);

test('a skipped step offers "Run this step", which sends that step alone', async () => {
  const { calls } = fakeApi({
    [MONTHS]: months([status('2025-03', { ranks: 'done', achievements: 'done', backup: 'done', autoKick: 'skipped', subscriptions: 'done' }, ['autoKick'])]),
    'GET /admin/month-end/preview?month=2025-03': previewOf(
      preview('2025-03', {
        status: status('2025-03', { ranks: 'done', achievements: 'done', backup: 'done', autoKick: 'skipped', subscriptions: 'done' }, ['autoKick']),
      }),
    ),
    'POST /admin/month-end/run': { status: 200, body: { message: 'Step queued', data: aJobRun({ id: 'me-2', label: 'Month end of 2025-03: auto-kick' }) } },
    'GET /admin/job-run/me-2': { status: 200, body: { message: 'ok', data: aJobRun({ id: 'me-2', state: 'completed', progress: { done: 1, total: 1 } }) } },
    [BACKUPS]: { status: 200, body: { message: 'ok', data: [] } },
  });
  const user = userEvent.setup();
  renderAt('/admin/month-end', <MonthEndPage />);
  expect(await screen.findByText('Skipped (switched off)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Run month end' })).toBeDisabled();
  expect(screen.getByRole('heading', { name: 'Removed at the passing mark (30 points): step switched off' })).toBeInTheDocument();
  expect(screen.getByText('The remove step was skipped (switched off): nobody was removed.').closest('p')).toHaveTextContent(
    'on its own would move this member back to User.',
  );
  const buttons = screen.getAllByRole('button', { name: /^Run this step/ });
  expect(buttons).toHaveLength(1);
  expect(buttons[0]).toHaveAccessibleName('Run this step: Remove members below the passing mark');
  buttons[0]!.focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Run this step' });
  await user.click(within(dialog).getByRole('button', { name: 'Run this step' }));
  expect(await screen.findByText('Step queued')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/month-end/run')?.data).toEqual({ month: '2025-03', step: 'autoKick' });
});

test('backups list their size, date and verification state, and download with the admin token', async () => {
  const { calls } = fakeApi({
    [MONTHS]: months([status('2025-03')]),
    'GET /admin/month-end/preview?month=2025-03': previewOf(preview('2025-03')),
    [BACKUPS]: {
      status: 200,
      body: {
        message: 'ok',
        data: [
          backup(),
          backup({ name: 'manual-x.json.gz', month: null, sizeBytes: 900, state: 'changed' }),
          backup({ name: '2025-01.json.gz', state: 'unrecorded' }),
        ],
      },
    },
    'GET /admin/backups/2025-02.json.gz': { status: 200, body: 'gzip bytes' },
  });
  const created: string[] = [];
  URL.createObjectURL = jest.fn(() => {
    created.push('blob:1');
    return 'blob:1';
  });
  URL.revokeObjectURL = jest.fn();
  const user = userEvent.setup();
  renderAt('/admin/month-end', <MonthEndPage />);
  const files = await screen.findByRole('region', { name: 'Backup files' });
  const rows = within(files).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('2025-02.json.gz2025-022.3 MB');
  expect(within(rows[0]!).getByText('Verified')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Changed since written')).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('900 B');
  expect(within(rows[2]!).getByText('Not recorded (not checked)')).toBeInTheDocument();
  await user.click(within(rows[0]!).getByRole('button', { name: 'Download 2025-02.json.gz' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(calls.find((call) => call.key === 'GET /admin/backups/2025-02.json.gz')?.authorization).toMatch(/^Bearer /);
});

test('loading and failure states: the months, then the preview, each with a retry', async () => {
  let fail = true;
  fakeApi({
    [MONTHS]: () => (fail ? { status: 500, body: {} } : months([status('2025-03')])),
    'GET /admin/month-end/preview?month=2025-03': { status: 500, body: {} },
    [BACKUPS]: { status: 500, body: {} },
  });
  const user = userEvent.setup();
  renderAt('/admin/month-end', <MonthEndPage />);
  expect(screen.getByRole('status', { name: 'Loading months' })).toBeInTheDocument();
  expect((await screen.findAllByText('Error fetching the months')).length).toBeGreaterThan(0);
  expect((await screen.findAllByText('Error fetching backups')).length).toBeGreaterThan(0);
  fail = false;
  await user.click(screen.getAllByRole('button', { name: /retry/i })[0]!);
  expect((await screen.findAllByText('Error fetching the month end preview')).length).toBeGreaterThan(0);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { fill } from '../../../test/fill';
import { aPracticeSet, aQuestion } from '../../../test/fixtures';
import { PracticeSetPage } from './PracticeSetPage';

const FETCH = 'POST /core-member/fetch-all-questions';
const questions = [
  aQuestion(),
  aQuestion({ _id: 'q2', questionTitle: 'Watermelon', link: 'https://codeforces.com/problemset/problem/4/A', difficulty: 'MEDIUM', platform: 'Codeforces' }),
  aQuestion({ _id: 'q3', questionTitle: 'Odd one', difficulty: 'WEIRD' as 'HARD' }),
];
const answer = { status: 200, body: { message: 'ok', resourceInfo: aPracticeSet({ totalQuestions: 3 }), questions } };

const page = () => (
  <Routes>
    <Route path="/practice/:id" element={<PracticeSetPage />} />
    <Route path="/practice" element={<p>Practice list</p>} />
  </Routes>
);
const fetches = (calls: FakeCall[]) => calls.filter((call) => call.key === FETCH).map((call) => call.data);

test('shows the set and its problems with external links', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ [FETCH]: answer });
  renderAt('/practice/set1', page());

  expect(await screen.findByRole('heading', { level: 1, name: 'Arrays warm-up' })).toBeInTheDocument();
  expect(screen.getByText('Start with arrays.')).toBeInTheDocument();
  expect(screen.getByText('3 problems')).toBeInTheDocument();
  expect(screen.getByText('Updated 5 Mar 2025')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['#', 'Problem', 'Difficulty', 'Platform']);
  const link = within(table).getByRole('link', { name: 'Two Sum' });
  expect(link).toHaveAttribute('href', 'https://leetcode.com/problems/two-sum/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['1', 'Two Sum', 'Easy', 'LeetCode'],
    ['2', 'Watermelon', 'Medium', 'Codeforces'],
    ['3', 'Odd one', 'Hard', 'LeetCode'],
  ]);
  expect(fetches(calls)).toEqual([{ resourceId: 'set1' }]);
  // Each landmark has its own name, so a screen reader's landmark list tells them apart.
  expect(screen.getAllByRole('region', { name: 'Problems' })).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Problems table' })).toContainElement(table);
});

test('the filters send difficulty and platform, and All sends neither', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ [FETCH]: answer });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');

  const platform = screen.getByRole('combobox', { name: 'Platform' });
  expect(
    within(platform)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'LeetCode', 'Codeforces']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Medium');
  await waitFor(() => expect(fetches(calls)).toHaveLength(2));
  await user.selectOptions(platform, 'Codeforces');
  await waitFor(() => expect(fetches(calls)).toHaveLength(3));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'All');
  await waitFor(() => expect(fetches(calls)).toHaveLength(4));
  expect(fetches(calls).slice(1)).toEqual([
    { resourceId: 'set1', difficulty: 'MEDIUM' },
    { resourceId: 'set1', difficulty: 'MEDIUM', platform: 'Codeforces' },
    { resourceId: 'set1', platform: 'Codeforces' },
  ]);
});

test('no problems: the empty text', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: { status: 200, body: { ...answer.body, questions: [] } } });
  renderAt('/practice/set1', page());
  expect(await screen.findByText('No problems found')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('an unknown id: Resource not found, and Go Back leaves', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: { status: 404, body: { message: 'Resource not found' } } });
  const user = userEvent.setup();
  renderAt('/practice/nope', page());
  expect(await screen.findByText('Resource not found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice$/);
});

test('a failed load says why, and Retry asks again', async () => {
  signInAs('MEMBER');
  let attempt = 0;
  const { calls } = fakeApi({
    [FETCH]: () => {
      attempt += 1;
      return attempt === 1 ? { status: 500, body: { message: 'Internal Server Error!' } } : answer;
    },
  });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error!');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Arrays warm-up' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetches(calls)).toHaveLength(2);
});

test('a filter whose answer fails keeps the problems on screen and says why', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: (call) => ((call.data as { difficulty?: string }).difficulty ? { status: 500, body: { message: 'Internal Server Error!' } } : answer) });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Hard');
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error!');
  expect(screen.getByRole('link', { name: 'Two Sum' })).toBeInTheDocument();
});

test('a member sees every editing control refused with its tooltip', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: answer });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  const expected: Array<[string, string]> = [
    ['Edit practice set', 'Only core team members can edit'],
    ['Delete practice set', 'Only core team members can delete'],
    ['Delete Mode', 'Only core team members can delete'],
    ['Add Problem', 'Only core team can add problems'],
  ];
  for (const [name, tip] of expected) {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(tip);
    await user.click(button);
  }
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
});

test('delete mode shows the Action column and deletes one problem', async () => {
  signInAs('COREMEMBER');
  let remaining = questions;
  const { calls } = fakeApi({
    [FETCH]: () => ({ status: 200, body: { ...answer.body, questions: remaining } }),
    'DELETE /core-member/delete-question': (call) => {
      const { questionId } = call.data as { questionId: string };
      remaining = remaining.filter((question) => question._id !== questionId);
      return { status: 200, body: { message: 'Question deleted successfully' } };
    },
  });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  const toggle = screen.getByRole('button', { name: 'Delete Mode' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete Watermelon' }));
  expect(await screen.findByText('Question deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Watermelon' })).not.toBeInTheDocument());
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-question')?.data).toEqual({ resourceId: 'set1', questionId: 'q2' });

  await user.click(toggle);
  expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
});

test('Add Problem validates, then sends every field', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({
    [FETCH]: answer,
    'POST /core-member/add-question': { status: 200, body: { message: 'Question added successfully', data: aQuestion() } },
  });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add Problem' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Problem' });
  await user.click(within(dialog).getByRole('button', { name: 'Add Problem' }));
  expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Link is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

  await fill(user, within(dialog).getByLabelText(/Title/), 'Theatre Square');
  await fill(user, within(dialog).getByLabelText(/Link/), 'https://codeforces.com/problemset/problem/1/A');
  await fill(user, within(dialog).getByLabelText(/Description/), 'Flagstones.');
  await user.selectOptions(within(dialog).getByLabelText(/Difficulty/), 'Hard');
  await user.selectOptions(within(dialog).getByLabelText(/Platform/), 'Codeforces');
  await user.click(within(dialog).getByRole('button', { name: 'Add Problem' }));
  expect(await screen.findByText('Question added successfully')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /core-member/add-question')?.data).toEqual({
    resourceId: 'set1',
    title: 'Theatre Square',
    link: 'https://codeforces.com/problemset/problem/1/A',
    description: 'Flagstones.',
    difficulty: 'HARD',
    platform: 'Codeforces',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(fetches(calls)).toHaveLength(2));
});

test('delete asks with the exact words, then goes back to /practice', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [FETCH]: answer, 'DELETE /core-member/delete-resource': { status: 200, body: { message: 'Resource deleted successfully' } } });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Delete practice set' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Practice Set' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this practice set? This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Practice list')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice$/);
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-resource')?.data).toEqual({ resourceId: 'set1' });
});

test('edit sends the new title and shows it', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({
    [FETCH]: answer,
    'PUT /core-member/edit-resource': { status: 200, body: { message: 'Resource updated successfully', data: aPracticeSet({ title: 'Arrays II' }) } },
  });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Edit practice set' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Practice Set' });
  const title = within(dialog).getByLabelText(/Title/);
  expect(title).toHaveValue('Arrays warm-up');
  await user.clear(title);
  await user.type(title, 'Arrays II');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Arrays II' })).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'PUT /core-member/edit-resource')?.data).toEqual({
    resourceId: 'set1',
    title: 'Arrays II',
    description: 'Start with arrays.',
  });
});

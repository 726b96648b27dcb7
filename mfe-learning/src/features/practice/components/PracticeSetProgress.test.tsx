import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { publishLiveEvent } from '@chapter/shared';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { aPracticeSet, aQuestion } from '../../../test/fixtures';
import { PracticeSetPage } from './PracticeSetPage';

const FETCH = 'POST /core-member/fetch-all-questions';
const questions = [
  aQuestion({ solved: true }),
  aQuestion({ _id: 'q2', questionTitle: 'Watermelon', link: 'https://codeforces.com/problemset/problem/4/A', platform: 'Codeforces', solved: false }),
  aQuestion({ _id: 'q3', questionTitle: 'A problem with a very long title that must wrap on a phone screen', solved: false }),
];
// Today at 14:05 in the reader's time zone, so the note shows the time alone.
const at1405 = () => {
  const when = new Date();
  when.setHours(14, 5, 0, 0);
  return when.toISOString();
};
const answerOf = (overrides: Record<string, unknown> = {}) => ({
  status: 200,
  body: { message: 'ok', resourceInfo: aPracticeSet({ totalQuestions: 3, solvedCount: 1 }), questions, marksUpdatedAt: at1405(), ...overrides },
});
const page = () => (
  <Routes>
    <Route path="/practice/:id" element={<PracticeSetPage />} />
  </Routes>
);
const fetches = (calls: FakeCall[]) => calls.filter((call) => call.key === FETCH).map((call) => call.data);

test("a member sees their marks, '1 of 3 solved' with a bar, and where the marks come from", async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: answerOf() });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');

  expect(screen.getByText('1 of 3 solved')).toBeInTheDocument();
  const bar = screen.getByRole('progressbar', { name: '1 of 3 solved' });
  expect(bar).toHaveAttribute('value', '1');
  expect(bar).toHaveAttribute('max', '3');
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('Solved')).toBeInTheDocument();
  expect(within(rows[1]).queryByText('Solved')).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'Marks come from your verified handles, updated at each fetch (last: 14:05). LeetCode lists only your latest 20 accepted problems, so its marks count from the day your handle was verified.',
    ),
  ).toBeInTheDocument();
  // A member sees no chapter counts.
  expect(screen.queryByText(/members? started/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Solved by/)).not.toBeInTheDocument();
});

test('with no verified handle the page says how to get marks, linking to the edit-profile page', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: answerOf({ marksUpdatedAt: null }) });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  expect(screen.getByRole('link', { name: 'Verify a handle on your profile' })).toHaveAttribute('href', '/profile/edit');
  expect(screen.getByText(/to see your marks\./)).toBeInTheDocument();
});

test("'Show unsolved only' asks for the unsolved problems, and unticking asks for all", async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ [FETCH]: answerOf() });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  const unsolved = screen.getByRole('checkbox', { name: 'Show unsolved only' });
  await user.click(unsolved);
  await waitFor(() => expect(fetches(calls)).toHaveLength(2));
  expect(fetches(calls)[1]).toEqual({ resourceId: 'set1', progress: 'unsolved' });
  await user.click(unsolved);
  expect(unsolved).not.toBeChecked();
});

test('a core member sees how many members solved each problem and started or finished the set', async () => {
  signInAs('COREMEMBER');
  fakeApi({
    [FETCH]: answerOf({
      resourceInfo: aPracticeSet({ totalQuestions: 3, solvedCount: 1, solvedBy: 5, finishedBy: 2 }),
      questions: questions.map((question, index) => ({ ...question, solvedBy: [5, 1, 0][index] })),
    }),
  });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  expect(screen.getByText('5 members started, 2 finished')).toBeInTheDocument();
  expect(screen.getByText('Solved by 5 members')).toBeInTheDocument();
  expect(screen.getByText('Solved by 1 member')).toBeInTheDocument();
  expect(screen.getByText('Solved by 0 members')).toBeInTheDocument();
});

test("a 'solved' live event reads the marks again", async () => {
  signInAs('MEMBER');
  let solved = 1;
  const { calls } = fakeApi({
    [FETCH]: () => answerOf({ resourceInfo: aPracticeSet({ totalQuestions: 3, solvedCount: solved }) }),
  });
  renderAt('/practice/set1', page());
  expect(await screen.findByText('1 of 3 solved')).toBeInTheDocument();
  solved = 2;
  act(() => publishLiveEvent({ type: 'solved', added: 1 }));
  expect(await screen.findByText('2 of 3 solved', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(fetches(calls)).toHaveLength(2);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { fill } from '../../../test/fill';
import { aPracticeSet, aQuestion } from '../../../test/fixtures';
import { PracticeSetPage } from './PracticeSetPage';

const FETCH = 'POST /core-member/fetch-all-questions';
const LOOKUP = 'POST /core-member/lookup-problem';
const ADD = 'POST /core-member/add-question';
const answer = { status: 200, body: { message: 'ok', resourceInfo: aPracticeSet(), questions: [aQuestion()] } };
const page = () => (
  <Routes>
    <Route path="/practice/:id" element={<PracticeSetPage />} />
  </Routes>
);

async function openDialog(api: Parameters<typeof fakeApi>[0]) {
  signInAs('COREMEMBER');
  const fake = fakeApi({ [FETCH]: answer, ...api });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add Problem' }));
  return { ...fake, user, dialog: screen.getByRole('dialog', { name: 'Add Problem' }) };
}

test('pasting a link fills title, difficulty and platform from the platform, all still editable', async () => {
  const { calls, user, dialog } = await openDialog({
    [LOOKUP]: {
      status: 200,
      body: {
        message: 'ok',
        data: { link: 'https://codeforces.com/problemset/problem/1/A', title: 'Theatre Square', difficulty: 'MEDIUM', platform: 'Codeforces' },
      },
    },
  });
  await fill(user, within(dialog).getByLabelText(/Link/), 'https://codeforces.com/contest/1/problem/A');
  // Said politely: the same live region says "Looking up the problem…" while the API is asked.
  expect(await within(dialog).findByText('Filled from Codeforces.')).toHaveAttribute('aria-live', 'polite');
  expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Theatre Square');
  expect(within(dialog).getByLabelText(/Difficulty/)).toHaveValue('MEDIUM');
  expect(within(dialog).getByLabelText(/Platform/)).toHaveValue('Codeforces');
  expect(calls.filter((call) => call.key === LOOKUP).map((call) => call.data)).toEqual([{ link: 'https://codeforces.com/contest/1/problem/A' }]);

  // Leaving the field does not ask again; the editor may still change what was filled.
  await user.tab();
  await user.clear(within(dialog).getByLabelText(/Title/));
  await user.type(within(dialog).getByLabelText(/Title/), 'Square');
  expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Square');
  expect(calls.filter((call) => call.key === LOOKUP)).toHaveLength(1);
});

test('a problem with no rating leaves the difficulty to the editor, with a hint', async () => {
  const { user, dialog } = await openDialog({
    [LOOKUP]: {
      status: 200,
      body: { message: 'ok', data: { link: 'https://codeforces.com/contest/2000/problem/H', title: 'New one', difficulty: null, platform: 'Codeforces' } },
    },
  });
  const link = within(dialog).getByLabelText(/Link/);
  await user.type(link, 'https://codeforces.com/contest/2000/problem/H');
  await user.tab();
  expect(await within(dialog).findByText('Codeforces gives no rating yet: choose a difficulty')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Title/)).toHaveValue('New one');
  expect(within(dialog).getByLabelText(/Difficulty/)).toHaveValue('EASY');
});

test.each([
  [400, 'This is not a problem link of LeetCode, Codeforces, CodeChef or GeeksforGeeks.'],
  [404, 'Codeforces has no such problem.'],
  [503, 'Codeforces is not answering; fill the fields yourself.'],
])('a %i lookup says the server message beside the field and leaves the form editable', async (status, message) => {
  const { user, dialog } = await openDialog({ [LOOKUP]: { status, body: { message } } });
  await fill(user, within(dialog).getByLabelText(/Link/), 'https://example.com/nope');
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  await fill(user, within(dialog).getByLabelText(/Title/), 'Typed by hand');
  expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Typed by hand');
  expect(within(dialog).getByLabelText(/Title/)).toBeEnabled();
});

test('a problem already in the set (409) is said inside the dialog, which stays open', async () => {
  const { user, dialog } = await openDialog({
    [LOOKUP]: {
      status: 200,
      body: { message: 'ok', data: { link: 'https://leetcode.com/problems/two-sum/', title: 'Two Sum', difficulty: 'EASY', platform: 'LeetCode' } },
    },
    [ADD]: { status: 409, body: { message: 'This problem is already in the set.' } },
  });
  await fill(user, within(dialog).getByLabelText(/Link/), 'https://leetcode.com/problems/two-sum/description/');
  await within(dialog).findByText('Filled from LeetCode.');
  await fill(user, within(dialog).getByLabelText(/Description/), 'Again.');
  await user.click(within(dialog).getByRole('button', { name: 'Add Problem' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This problem is already in the set.');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Problem' })).toBeEnabled());
  expect(screen.getByRole('dialog', { name: 'Add Problem' })).toBeInTheDocument();
});

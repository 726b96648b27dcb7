import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { fill } from '../../../test/fill';
import { aPracticeSet, aQuestion } from '../../../test/fixtures';
import { BulkAddDialog } from './BulkAddDialog';
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
const found = (link: string, title: string, difficulty: string | null) => ({
  status: 200,
  body: { message: 'ok', data: { link, title, difficulty, platform: link.includes('leetcode') ? 'LeetCode' : 'Codeforces' } },
});
const lookups: Record<string, ReturnType<typeof found> | { status: number; body: { message: string } }> = {
  'https://leetcode.com/problems/two-sum/': found('https://leetcode.com/problems/two-sum/', 'Two Sum', 'EASY'),
  'https://leetcode.com/problems/3sum/': found('https://leetcode.com/problems/3sum/', '3Sum', 'MEDIUM'),
  'https://example.com/x': { status: 400, body: { message: 'Not a problem link of the four platforms.' } },
  'https://codeforces.com/contest/2000/problem/H': found('https://codeforces.com/contest/2000/problem/H', 'New one', null),
  'https://codeforces.com/contest/9/problem/Z': { status: 503, body: { message: 'Codeforces is not answering.' } },
};

test('Add several runs each link in turn and lists its outcome, then reads the set again', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({
    [FETCH]: answer,
    [LOOKUP]: (call: FakeCall) => lookups[(call.data as { link: string }).link],
    [ADD]: (call: FakeCall) =>
      (call.data as { title: string }).title === 'Two Sum'
        ? { status: 409, body: { message: 'This problem is already in the set.' } }
        : { status: 200, body: { message: 'Question added successfully', data: aQuestion() } },
  });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add several' }));
  const dialog = screen.getByRole('dialog', { name: 'Add several problems' });
  await fill(user, within(dialog).getByLabelText(/Links/), `${Object.keys(lookups).join('\n')}\n\n`);
  await user.click(within(dialog).getByRole('button', { name: 'Add problems' }));

  expect(await within(dialog).findByText('Added 1 of 5.')).toBeInTheDocument();
  const outcomes = within(within(dialog).getByRole('list', { name: 'Outcomes' })).getAllByRole('listitem');
  expect(outcomes.map((item) => item.textContent)).toEqual([
    'https://leetcode.com/problems/two-sum/: Already in the set',
    'https://leetcode.com/problems/3sum/: Added',
    'https://example.com/x: Not a problem link',
    'https://codeforces.com/contest/2000/problem/H: Needs a difficulty',
    'https://codeforces.com/contest/9/problem/Z: Codeforces is not answering.',
  ]);
  expect(calls.filter((call) => call.key === ADD).map((call) => call.data)).toEqual([
    { resourceId: 'set1', title: 'Two Sum', link: 'https://leetcode.com/problems/two-sum/', description: '', difficulty: 'EASY', platform: 'LeetCode' },
    { resourceId: 'set1', title: '3Sum', link: 'https://leetcode.com/problems/3sum/', description: '', difficulty: 'MEDIUM', platform: 'LeetCode' },
  ]);
  await waitFor(() => expect(calls.filter((call) => call.key === FETCH)).toHaveLength(2));
});

test('Add several refuses an empty list and one over 50 links', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [FETCH]: answer });
  const user = userEvent.setup();
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add several' }));
  const dialog = screen.getByRole('dialog', { name: 'Add several problems' });
  await user.click(within(dialog).getByRole('button', { name: 'Add problems' }));
  expect(within(dialog).getByText('Paste at least one link.')).toBeInTheDocument();
  const many = Array.from({ length: 51 }, (_, index) => `https://leetcode.com/problems/p${index}/`).join('\n');
  await fill(user, within(dialog).getByLabelText(/Links/), many);
  await user.click(within(dialog).getByRole('button', { name: 'Add problems' }));
  expect(within(dialog).getByText('At most 50 links at a time (this list has 51).')).toBeInTheDocument();
  expect(calls.filter((call) => call.key === LOOKUP)).toHaveLength(0);
});

test('a member is not offered Add several', async () => {
  signInAs('MEMBER');
  fakeApi({ [FETCH]: answer });
  renderAt('/practice/set1', page());
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: 'Add several' })).not.toBeInTheDocument();
});

test('a lookup that meets the API limit (429) waits and asks again', async () => {
  signInAs('COREMEMBER');
  let lookupsSoFar = 0;
  const { calls } = fakeApi({
    [LOOKUP]: () => {
      lookupsSoFar += 1;
      return lookupsSoFar === 1
        ? { status: 429, body: { message: 'Too many lookups: wait a minute.' } }
        : found('https://leetcode.com/problems/3sum/', '3Sum', 'MEDIUM');
    },
    [ADD]: { status: 200, body: { message: 'Question added successfully', data: aQuestion() } },
  });
  const user = userEvent.setup();
  renderAt('/practice/set1', <BulkAddDialog open resourceId="set1" onClose={() => undefined} rateLimitWaitMs={10} />);
  const dialog = screen.getByRole('dialog', { name: 'Add several problems' });
  await fill(user, within(dialog).getByLabelText(/Links/), 'https://leetcode.com/problems/3sum/');
  await user.click(within(dialog).getByRole('button', { name: 'Add problems' }));
  expect(await within(dialog).findByText('Added 1 of 1.', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(calls.filter((call) => call.key === LOOKUP)).toHaveLength(2);
});

test('Stop ends the run after the link under way, and the set is read again', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({ [LOOKUP]: { status: 429, body: { message: 'Too many lookups: wait a minute.' } } });
  const user = userEvent.setup();
  renderAt('/practice/set1', <BulkAddDialog open resourceId="set1" onClose={() => undefined} rateLimitWaitMs={60_000} />);
  const dialog = screen.getByRole('dialog', { name: 'Add several problems' });
  await fill(user, within(dialog).getByLabelText(/Links/), 'https://leetcode.com/problems/a/\nhttps://leetcode.com/problems/b/');
  await user.click(within(dialog).getByRole('button', { name: 'Add problems' }));
  expect(await within(dialog).findByText('Adding 1 of 2: waiting for the lookup limit (30 a minute)…')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
  expect(await within(dialog).findByText('Stopped. Added 0 of 2.')).toBeInTheDocument();
  expect(calls.filter((call) => call.key === LOOKUP).map((call) => call.data)).toEqual([{ link: 'https://leetcode.com/problems/a/' }]);
});

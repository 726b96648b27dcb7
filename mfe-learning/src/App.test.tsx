import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import LearningApp from './App';
import { aPracticeSet, aQuestion, pageOf } from './test/fixtures';

const LIST = 'POST /core-member/fetch-all-resources';

test('a set deleted on its page is gone from the list the reader lands on, though the list was read moments before', async () => {
  signInAs('COREMEMBER');
  let sets = [aPracticeSet(), aPracticeSet({ _id: 'set2', title: 'Graphs' })];
  const { calls } = fakeApi({
    [LIST]: () => ({ status: 200, body: pageOf(sets) }),
    'POST /core-member/fetch-all-questions': { status: 200, body: { message: 'ok', resourceInfo: aPracticeSet(), questions: [aQuestion()] } },
    'DELETE /core-member/delete-resource': () => {
      sets = sets.filter((set) => set._id !== 'set1');
      return { status: 200, body: { message: 'Resource deleted successfully' } };
    },
  });
  const user = userEvent.setup();
  renderAt('/practice', <LearningApp />);
  await user.click(await screen.findByRole('link', { name: /Arrays warm-up/ }));
  await user.click(await screen.findByRole('button', { name: 'Delete practice set' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Practice Set' })).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByRole('link', { name: /Graphs/ })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice$/);
  await waitFor(() => expect(screen.queryByRole('link', { name: /Arrays warm-up/ })).not.toBeInTheDocument());
  expect(calls.filter((call) => call.key === LIST)).toHaveLength(2);
});

test('a page read moments ago opens again from the cache, without asking the server', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: pageOf([aPracticeSet()]) },
    'POST /core-member/fetch-all-questions': { status: 200, body: { message: 'ok', resourceInfo: aPracticeSet(), questions: [aQuestion()] } },
  });
  const user = userEvent.setup();
  // The shell's navigation bar, as far as this test needs it.
  renderAt(
    '/practice',
    <>
      <Link to="/practice">Practice</Link>
      <LearningApp />
    </>,
  );
  await user.click(await screen.findByRole('link', { name: /Arrays warm-up/ }));
  expect(await screen.findByRole('link', { name: 'Two Sum' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Practice' }));
  expect(await screen.findByRole('link', { name: /Arrays warm-up/ })).toBeInTheDocument();
  expect(calls.map((call) => call.key)).toEqual([LIST, 'POST /core-member/fetch-all-questions']);
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, setBrowserOnline, signInAs } from '@chapter/shared/testing';
import { fill } from '../../../test/fill';
import { aPracticeSet, pageOf } from '../../../test/fixtures';
import { PracticeListPage } from './PracticeListPage';

const LIST = 'POST /core-member/fetch-all-resources';

afterEach(() => jest.useRealTimers());

test('shows each set as a card linking to its page', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ [LIST]: { status: 200, body: pageOf([aPracticeSet()]) } });
  renderAt('/practice', <PracticeListPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Solve. Learn. Repeat. Your coding journey starts here!' })).toBeInTheDocument();
  const card = await screen.findByRole('link', { name: /Arrays warm-up/ });
  expect(card).toHaveAttribute('href', '/practice/set1');
  expect(within(card).getByText('Start with arrays.')).toBeInTheDocument();
  expect(
    within(within(card).getByRole('list', { name: 'Platforms' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['LeetCode', 'Codeforces']);
  expect(within(card).getByText('2 questions')).toBeInTheDocument();
  expect(within(card).getByText('Last updated 5 Mar 2025')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0].data).toEqual({ page: 1, search: '', limit: 10 });
});

test('search waits 1000 ms after the last keystroke and then sends one request from page 1', async () => {
  jest.useFakeTimers();
  signInAs('MEMBER');
  const { calls } = fakeApi({ [LIST]: { status: 200, body: pageOf([aPracticeSet()], 1, 3) } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/practice', <PracticeListPage />);
  await screen.findByRole('link', { name: /Arrays warm-up/ });
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(calls).toHaveLength(2));

  await user.type(screen.getByRole('searchbox', { name: 'Search practice sets' }), 'graph');
  expect(screen.getByPlaceholderText('Search practice set...')).toHaveValue('graph');
  // Async act lets a request that a timer started reach the fake API before counting.
  const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
  await wait(999);
  expect(calls).toHaveLength(2);
  await wait(1);
  await waitFor(() => expect(calls).toHaveLength(3));
  expect(calls[2].data).toEqual({ page: 1, search: 'graph', limit: 10 });
  await wait(5000);
  expect(calls).toHaveLength(3);
});

test('pages: Next asks for the next page, the current page is marked', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({
    [LIST]: (call) => {
      const { page } = call.data as { page: number };
      return { status: 200, body: pageOf([aPracticeSet({ _id: `set-p${page}`, title: `Set on page ${page}` })], page, 3) };
    },
  });
  const user = userEvent.setup();
  renderAt('/practice', <PracticeListPage />);
  await screen.findByRole('link', { name: /Set on page 1/ });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: /Set on page 2/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(calls.map((call) => (call.data as { page: number }).page)).toEqual([1, 2]);
});

test('an empty list says so, and a failed one offers Retry', async () => {
  signInAs('MEMBER');
  let attempt = 0;
  fakeApi({
    [LIST]: () => {
      attempt += 1;
      return attempt === 1 ? { status: 500, body: { message: 'Internal Server Error!' } } : { status: 200, body: pageOf([]) };
    },
  });
  const user = userEvent.setup();
  renderAt('/practice', <PracticeListPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error!');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No resources found')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
});

test('a member sees Create Resource refused, focusable, with the tooltip', async () => {
  signInAs('MEMBER');
  fakeApi({ [LIST]: { status: 200, body: pageOf([]) } });
  const user = userEvent.setup();
  renderAt('/practice', <PracticeListPage />);
  const create = screen.getByRole('button', { name: 'Create Resource' });
  expect(create).toHaveAttribute('aria-disabled', 'true');
  expect(create).toHaveAccessibleDescription('Only core team members can create practice sets');
  act(() => create.focus());
  expect(screen.getByRole('tooltip')).toHaveTextContent('Only core team members can create practice sets');
  await user.click(create);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a core member creates a set: both fields required, then sent trimmed and the list reloads', async () => {
  signInAs('COREMEMBER');
  const sets: ReturnType<typeof aPracticeSet>[] = [];
  const { calls } = fakeApi({
    [LIST]: () => ({ status: 200, body: pageOf(sets) }),
    'POST /core-member/create-resource': (call) => {
      sets.push(aPracticeSet(call.data as { title: string; description: string }));
      return { status: 200, body: { message: 'Resource created successfully', data: sets[0] } };
    },
  });
  const user = userEvent.setup();
  renderAt('/practice', <PracticeListPage />);
  await screen.findByText('No resources found');
  await user.click(screen.getByRole('button', { name: 'Create Resource' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Practice Set' });
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText(/Title/), '  Graphs ');
  await fill(user, within(dialog).getByLabelText(/Description/), 'BFS and DFS');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Resource created successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((call) => call.key === 'POST /core-member/create-resource')?.data).toEqual({ title: 'Graphs', description: 'BFS and DFS' });
  expect(await screen.findByRole('link', { name: /Graphs/ })).toBeInTheDocument();
  expect(screen.queryByText('No resources found')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.key === LIST)).toHaveLength(2);
});

test("each card shows the member's progress, and 'Not finished' asks for the sets not finished", async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ [LIST]: { status: 200, body: pageOf([aPracticeSet({ totalQuestions: 12, solvedCount: 7 })]) } });
  const user = userEvent.setup();
  renderAt('/practice', <PracticeListPage />);
  const card = await screen.findByRole('link', { name: /Arrays warm-up/ });
  expect(within(card).getByText('7 of 12 solved')).toBeInTheDocument();
  expect(within(card).getByRole('progressbar', { name: '7 of 12 solved' })).toHaveAttribute('value', '7');

  await user.click(screen.getByRole('checkbox', { name: 'Not finished' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].data).toEqual({ page: 1, search: '', limit: 10, progress: 'unsolved' });
});

test('a core member sees how many members started and finished each set', async () => {
  signInAs('COREMEMBER');
  fakeApi({ [LIST]: { status: 200, body: pageOf([aPracticeSet({ totalQuestions: 12, solvedCount: 0, solvedBy: 5, finishedBy: 2 })]) } });
  renderAt('/practice', <PracticeListPage />);
  const card = await screen.findByRole('link', { name: /Arrays warm-up/ });
  expect(within(card).getByText('5 members started, 2 finished')).toBeInTheDocument();
});

test('offline with no list kept on this device, the page says it loads once back online, then loads it', async () => {
  signInAs('MEMBER');
  const restore = setBrowserOnline(false);
  try {
    const { calls } = fakeApi({ [LIST]: { status: 200, body: pageOf([aPracticeSet()]) } });
    renderAt('/practice', <PracticeListPage />);

    expect(await screen.findByText('This page is not saved on this device yet. It loads when you are back online.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls).toHaveLength(0);

    setBrowserOnline(true);
    expect(await screen.findByRole('link', { name: /Arrays warm-up/ })).toBeInTheDocument();
  } finally {
    restore();
  }
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { session$, INITIAL_SESSION } from '../session/bus';
import { getSession } from '../session';
import type { ApiResult } from '../api';
import { ApiQueryError, serverMessage, unwrapApi } from './apiQuery';
import { createQueryClient } from './queryClient';
import { DataProvider } from './DataProvider';
import { useApiQuery } from './hooks';

const answer = <T,>(ok: boolean, status: number, data: T | null, message = ''): Promise<ApiResult<T>> => Promise.resolve({ ok, status, data, message });

function Profile({ load }: { load: () => Promise<ApiResult<{ name: string }>> }) {
  const query = useApiQuery(['profile'], load);
  if (query.isPending) return <p>Loading</p>;
  if (query.error)
    return (
      <p role="alert">
        {query.error.message} ({query.error.status})
      </p>
    );
  return <h1>{query.data.name}</h1>;
}

afterEach(() => session$.next(INITIAL_SESSION));

test('a successful call gives the body; a failed one the server message and status', async () => {
  await expect(unwrapApi(answer(true, 200, { a: 1 }))).resolves.toEqual({ a: 1 });
  const failure = unwrapApi(answer(false, 404, { message: 'User not found!' }, 'User not found!'));
  await expect(failure).rejects.toBeInstanceOf(ApiQueryError);
  await expect(failure).rejects.toMatchObject({ status: 404, message: 'User not found!' });
});

test('serverMessage prefers the server text and falls back when there is none', () => {
  expect(serverMessage({ data: { message: 'Bad date' } }, 'Failed')).toBe('Bad date');
  expect(serverMessage({ data: null }, 'Failed')).toBe('Failed');
  expect(serverMessage(new ApiQueryError(500, 'x', { message: '  ' }), 'Failed')).toBe('Failed');
  expect(serverMessage(new ApiQueryError(400, 'x', { message: 'Title is required' }), 'Failed')).toBe('Title is required');
});

test('the hook shows loading, then the data; an error shows its message without retrying a 4xx', async () => {
  const client = createQueryClient();
  const load = jest.fn(() => answer<{ name: string }>(false, 403, null, 'Only admins'));
  render(
    <DataProvider client={client}>
      <Profile load={load} />
    </DataProvider>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Only admins (403)');
  expect(load).toHaveBeenCalledTimes(1);
});

test("a change of signed-in person forgets the last one's answers; the page on screen reads again for the new one", async () => {
  const client = createQueryClient({ retry: false });
  client.setQueryData(['elsewhere'], { name: 'kept by no page' });
  const load = jest.fn(() => answer(true, 200, { name: getSession().userId === 'u2' ? 'Bob' : 'Ada' }));
  render(
    <DataProvider client={client}>
      <Profile load={load} />
    </DataProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
  act(() => session$.next({ status: 'authenticated', token: 't', role: 'MEMBER', userId: 'u2' }));
  expect(client.getQueryData(['elsewhere'])).toBeUndefined();
  expect(await screen.findByRole('heading', { name: 'Bob' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ada' })).toBeNull();
});

test('a read still under way when the session changes (a role confirmed after a reload) still draws its page', async () => {
  const client = createQueryClient({ retry: false });
  const answers: Array<(result: ApiResult<{ name: string }>) => void> = [];
  const load = () => new Promise<ApiResult<{ name: string }>>((resolve) => answers.push(resolve));
  render(
    <DataProvider client={client}>
      <Profile load={load} />
    </DataProvider>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  act(() => session$.next({ status: 'authenticated', token: 't', role: 'MEMBER', userId: 'u1' }));
  // Every read asked so far answers (the one asked before the change is no longer waited for).
  await waitFor(() => expect(answers.length).toBeGreaterThan(0));
  await act(async () => answers.splice(0).forEach((resolve) => resolve({ ok: true, status: 200, data: { name: 'Ada' }, message: '' })));
  expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
});

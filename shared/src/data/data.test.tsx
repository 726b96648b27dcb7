import { act, render, screen, waitFor } from '@testing-library/react';
import { session$, INITIAL_SESSION } from '../session/bus';
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

test('a change of signed-in user empties the cache', async () => {
  const client = createQueryClient({ retry: false });
  render(
    <DataProvider client={client}>
      <Profile load={() => answer(true, 200, { name: 'Ada' })} />
    </DataProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
  expect(client.getQueryData(['profile'])).toEqual({ name: 'Ada' });
  act(() => session$.next({ status: 'authenticated', token: 't', role: 'MEMBER', userId: 'u2' }));
  await waitFor(() => expect(client.getQueryData(['profile'])).toBeUndefined());
});

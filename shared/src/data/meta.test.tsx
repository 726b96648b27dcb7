import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '../api';
import { notify } from '../notify';
import { createQueryClient } from './queryClient';
import { DataProvider } from './DataProvider';
import { useApiMutation, useApiQuery } from './hooks';
import type { ApiMutationMeta } from './meta';

type Body = { message?: string; data?: string[] };
const answer = (ok: boolean, status: number, data: Body | null): ApiResult<Body> => ({
  ok,
  status,
  data,
  message: data?.message ?? (ok ? '' : 'Internal Server Error!'),
});

function Notes({ read, add, meta }: { read: () => Promise<ApiResult<Body>>; add: () => Promise<ApiResult<Body>>; meta: ApiMutationMeta }) {
  const notes = useApiQuery(['notes', 'list'], read);
  const create = useApiMutation(add, { meta });
  return (
    <>
      <ul aria-label="Notes">
        {notes.data?.data?.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <button onClick={() => create.mutate()}>Add</button>
    </>
  );
}

const renderNotes = (props: Parameters<typeof Notes>[0]) =>
  render(
    <DataProvider client={createQueryClient({ retry: false })}>
      <Notes {...props} />
    </DataProvider>,
  );

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(notify, 'success');
  failure = jest.spyOn(notify, 'error');
});
afterEach(() => jest.restoreAllMocks());

test('a change refreshes the reads it names, and toasts the server message', async () => {
  const stored = ['first'];
  const read = jest.fn(async () => answer(true, 200, { data: [...stored] }));
  const add = async () => {
    stored.push('second');
    return answer(true, 200, { message: 'Note added' });
  };
  const user = userEvent.setup();
  renderNotes({ read, add, meta: { invalidates: [['notes']], toast: true } });
  expect(await screen.findByText('first')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('second')).toBeInTheDocument();
  expect(read).toHaveBeenCalledTimes(2);
  expect(success.mock.calls).toEqual([['Note added']]);
});

test('without invalidates nothing reloads; the given success text stands in when the server sends none', async () => {
  const read = jest.fn(async () => answer(true, 200, { data: ['first'] }));
  const user = userEvent.setup();
  renderNotes({ read, add: async () => answer(true, 200, {}), meta: { toast: { success: 'Saved' } } });
  await screen.findByText('first');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(success.mock.calls).toEqual([['Saved']]));
  expect(read).toHaveBeenCalledTimes(1);
});

test.each([
  ['the server message', { toast: true } as const, { message: 'Title is required' }, 'Title is required'],
  ['the screen text when the server gave none', { toast: { failure: 'Failed to add note' } }, null, 'Failed to add note'],
  ['the error text when neither', { toast: true } as const, null, 'Internal Server Error!'],
])('a failed change toasts %s and refreshes nothing', async (_name, meta: ApiMutationMeta, body, text) => {
  const read = jest.fn(async () => answer(true, 200, { data: ['first'] }));
  const user = userEvent.setup();
  renderNotes({ read, add: async () => answer(false, body ? 400 : 0, body), meta: { ...meta, invalidates: [['notes']] } });
  await screen.findByText('first');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(failure.mock.calls).toEqual([[text]]));
  expect(success).not.toHaveBeenCalled();
  expect(read).toHaveBeenCalledTimes(1);
});

test('a change without toast says nothing', async () => {
  const user = userEvent.setup();
  const add = jest.fn(async () => answer(false, 500, { message: 'Boom' }));
  renderNotes({ read: async () => answer(true, 200, { data: ['first'] }), add, meta: {} });
  await screen.findByText('first');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(add).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(failure).not.toHaveBeenCalled();
  expect(success).not.toHaveBeenCalled();
});

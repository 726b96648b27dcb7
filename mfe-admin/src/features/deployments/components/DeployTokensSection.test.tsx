import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { DeployToken } from '@chapter/shared/types';
import { aDeployment, aDeployToken, deploymentsAnswer } from '../../../test/fixtures';
import { DeploymentsPage } from './DeploymentsPage';

const REMOTES = { 'GET /admin/deployments': deploymentsAnswer([aDeployment(), aDeployment({ remote: 'mfe-public', name: 'mfe_public' })]) };
const tokensAnswer = (data: DeployToken[]) => ({ status: 200, body: { message: 'Deploy tokens fetched', data } });
const NEW_TOKEN = 'cdt_x7Qm2vR9sLk4pT1wYb8nZc3dFg6hJ0aEuIoPqWeRtYs';

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

const tokenList = () => screen.findByRole('region', { name: 'Deploy token list' });

test('lists each token with its remote, who made it, its last use and whether it is revoked; only an active one can be revoked', async () => {
  fakeApi({
    ...REMOTES,
    'GET /admin/deploy-tokens': tokensAnswer([
      aDeployToken({ lastUsedAt: '2025-03-06T08:00:00.000Z' }),
      aDeployToken({ id: 't2', remote: 'mfe-public', name: 'Old laptop', revokedAt: '2025-03-04T10:00:00.000Z' }),
    ]),
  });
  renderAt('/admin/deployments', <DeploymentsPage />);
  const [ci, laptop] = within(await tokenList())
    .getAllByRole('row')
    .slice(1);
  expect(within(ci!).getByRole('rowheader')).toHaveTextContent('Admin team CI');
  expect(ci).toHaveTextContent(/mfe-admin.*Ada Admin.*2025.*2025.*Active/);
  expect(laptop).toHaveTextContent(/Old laptop.*mfe-public.*Never.*Revoked .*2025/);
  expect(within(ci!).getByRole('button', { name: 'Revoke: Admin team CI (mfe-admin)' })).toBeInTheDocument();
  expect(within(laptop!).queryByRole('button')).toBeNull();
});

test('no tokens yet says so', async () => {
  fakeApi({ ...REMOTES, 'GET /admin/deploy-tokens': tokensAnswer([]) });
  renderAt('/admin/deployments', <DeploymentsPage />);
  expect(await screen.findByText('No deploy tokens yet')).toBeInTheDocument();
});

test('a new token for the chosen remote is shown once, with Copy and a warning, and the list is read again', async () => {
  let tokens: DeployToken[] = [];
  const { calls } = fakeApi({
    ...REMOTES,
    'GET /admin/deploy-tokens': () => tokensAnswer(tokens),
    'POST /admin/deploy-tokens': () => {
      tokens = [aDeployToken({ id: 't9', remote: 'mfe-public', name: 'Public team CI' })];
      return { status: 200, body: { message: 'Deploy token "Public team CI" created for mfe-public', data: { token: NEW_TOKEN, deployToken: tokens[0] } } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/deployments', <DeploymentsPage />);
  await screen.findByText('No deploy tokens yet');
  const remote = screen.getByLabelText(/^Remote/);
  await waitFor(() =>
    expect(
      within(remote)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['mfe-admin', 'mfe-public']),
  );
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'POST /admin/deploy-tokens')).toHaveLength(0);

  await user.selectOptions(remote, 'mfe-public');
  await user.type(screen.getByLabelText(/^Name/), ' Public team CI ');
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  const shown = await screen.findByRole('textbox', { name: 'Deploy token Public team CI' });
  expect(shown).toHaveValue(NEW_TOKEN);
  expect(shown).toHaveFocus();
  expect(screen.getByText(/Copy the deploy token for mfe-public now: it is not shown again/)).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/deploy-tokens')!.data).toEqual({ remote: 'mfe-public', name: 'Public team CI' });
  expect(within(await tokenList()).getByRole('rowheader')).toHaveTextContent('Public team CI');

  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);
  expect(await screen.findByText('Deploy token copied')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByDisplayValue(NEW_TOKEN)).toBeNull();
});

test('Revoke asks first; Cancel keeps the token, Revoke sends it and the token shows as revoked', async () => {
  let tokens = [aDeployToken()];
  const { calls } = fakeApi({
    ...REMOTES,
    'GET /admin/deploy-tokens': () => tokensAnswer(tokens),
    'DELETE /admin/deploy-tokens/t1': () => {
      tokens = [aDeployToken({ revokedAt: '2025-03-07T10:00:00.000Z' })];
      return { status: 200, body: { message: 'Deploy token "Admin team CI" revoked' } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/deployments', <DeploymentsPage />);
  await user.click(await screen.findByRole('button', { name: 'Revoke: Admin team CI (mfe-admin)' }));
  let dialog = screen.getByRole('dialog', { name: 'Revoke deploy token' });
  expect(dialog).toHaveTextContent('Revoke "Admin team CI"? It can no longer deploy mfe-admin.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Revoke: Admin team CI (mfe-admin)' }));
  dialog = screen.getByRole('dialog', { name: 'Revoke deploy token' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Deploy token "Admin team CI" revoked')).toBeInTheDocument();
  await waitFor(async () => expect(within(await tokenList()).getAllByRole('row')[1]).toHaveTextContent(/Revoked .*2025/));
});

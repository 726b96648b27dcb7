import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { toast } from 'react-hot-toast';
import { apiClient } from '@chapter/shared';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { RemoteDeployment } from '@chapter/shared/types';
import { aBuildVersion, aDeployment, aHistoryEntry, aVersion, deploymentsAnswer } from '../../../test/fixtures';
import { DeploymentsPage } from './DeploymentsPage';

const LIST = 'GET /admin/deployments';
const TOKENS = { 'GET /admin/deploy-tokens': { status: 200, body: { message: 'Deploy tokens fetched', data: [] } } };

const canaryVersion = aVersion({
  version: '20250306120000-cafe0001',
  state: 'canary',
  deployedBy: 'Ada Admin',
  source: 'admin',
  sessions: 8,
  failures: 1,
  failureRate: 0.125,
  size: 870_400,
});
const withCanary = aDeployment({
  stable: '20250305100000-ab12cd34',
  canary: { version: '20250306120000-cafe0001', share: 25, since: '2025-03-06T12:00:00.000Z' },
  versions: [
    canaryVersion,
    aVersion({ sessions: 120, failures: 3, failureRate: 0.025 }),
    aBuildVersion({ state: 'retired', sessions: 400, failures: 0, failureRate: 0 }),
  ],
  history: [
    aHistoryEntry({ action: 'canary', version: '20250306120000-cafe0001', share: 25, by: 'Ada Admin', at: '2025-03-06T12:00:00.000Z' }),
    aHistoryEntry({ action: 'auto-rollback', version: '20250304080000-dead0002', by: null, reason: '6 of 10 sessions failed', at: '2025-03-04T09:00:00.000Z' }),
  ],
});
const publicOnly = aDeployment({
  remote: 'mfe-public',
  name: 'mfe_public',
  stable: '20250301090000-11112222',
  versions: [aBuildVersion({ version: '20250301090000-11112222', url: '/remotes/mfe-public/20250301090000-11112222/mf-manifest.json' })],
});

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

const card = (remote: string) => screen.getByRole('heading', { level: 2, name: remote }).closest('section, div') as HTMLElement;

function show(remotes: RemoteDeployment[] | (() => RemoteDeployment[]), routes = {}) {
  const api = fakeApi({ [LIST]: () => deploymentsAnswer(typeof remotes === 'function' ? remotes() : remotes), ...TOKENS, ...routes });
  renderAt('/admin/deployments', <DeploymentsPage />);
  return api;
}

test('each remote shows its stable version, its canary with share and start, its versions and history, under the canary rule', async () => {
  show([withCanary, publicOnly]);
  expect(await screen.findByText('A canary is rolled back by itself when more than 20 % of at least 10 sessions fail.')).toBeInTheDocument();
  const admin = card('mfe-admin');
  expect(within(admin).getByText('Stable version', { selector: 'dt' }).nextElementSibling).toHaveTextContent('20250305100000-ab12cd34');
  expect(within(admin).getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    /^20250306120000-cafe0001 for 25 % of browsers, since .*2025/,
  );

  const versions = within(admin).getByRole('region', { name: 'Versions of mfe-admin' });
  const [canary, stable, build] = within(versions).getAllByRole('row').slice(1);
  expect(within(canary!).getByRole('rowheader')).toHaveTextContent('20250306120000-cafe0001');
  expect(canary).toHaveTextContent(/Admin upload.*Ada Admin.*2025.*Canary.*8.*12\.5 % \(1\).*850 KB/);
  expect(stable).toHaveTextContent(/Deploy token.*Admin team CI.*Stable.*120.*2\.5 % \(3\).*1\.5 MB/);
  expect(build).toHaveTextContent(/Built with the app.*–.*Retired.*400.*0 % \(0\).*–/);
  // Only a retired upload can be started as a canary again; a build on the server never.
  expect(within(versions).queryByRole('button', { name: /Start canary/ })).toBeNull();

  const history = within(admin).getByRole('region', { name: 'History of mfe-admin' });
  const [started, rolledBack] = within(history).getAllByRole('row').slice(1);
  expect(started).toHaveTextContent(/Canary started \(25 %\).*20250306120000-cafe0001.*Ada Admin/);
  expect(rolledBack).toHaveTextContent(/Rolled back automatically.*20250304080000-dead0002.*Automatic.*6 of 10 sessions failed/);
});

test('a remote with only its build says so, offers no canary actions, and cannot roll back', async () => {
  show([publicOnly]);
  await screen.findByRole('heading', { level: 2, name: 'mfe-public' });
  const pub = card('mfe-public');
  expect(within(pub).getByText('No uploaded versions yet: this remote serves the version built with the app.')).toBeInTheDocument();
  expect(within(pub).getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('None');
  expect(within(pub).queryByRole('button', { name: /Promote canary/ })).toBeNull();
  expect(within(pub).queryByRole('button', { name: /Stop canary/ })).toBeNull();
  expect(within(pub).getByRole('button', { name: 'Roll back: mfe-public' })).toBeDisabled();
  expect(within(pub).getByText('No changes yet.')).toBeInTheDocument();
});

test('headings go in order: the page, each remote, then its parts', async () => {
  show([withCanary]);
  await screen.findByRole('heading', { level: 2, name: 'mfe-admin' });
  const levels = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
  expect(levels).toEqual([
    'H2 Deployments',
    'H2 mfe-admin',
    'H3 Versions',
    'H3 History',
    'H3 Upload a version',
    'H2 Deploy tokens',
    'H3 New deploy token',
    'H3 Tokens',
  ]);
});

test('Promote asks first; Cancel sends nothing; Promote sends it, toasts the answer and reads the list again', async () => {
  let promoted = false;
  const { calls } = show(
    () => (promoted ? [aDeployment({ stable: '20250306120000-cafe0001', versions: [aVersion({ version: '20250306120000-cafe0001' })] })] : [withCanary]),
    {
      'POST /admin/deployments/mfe-admin/promote': () => {
        promoted = true;
        return { status: 200, body: { message: 'mfe-admin now serves 20250306120000-cafe0001 to every browser.' } };
      },
    },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Promote canary: mfe-admin' }));
  let dialog = screen.getByRole('dialog', { name: 'Promote the canary of mfe-admin' });
  expect(dialog).toHaveTextContent('Serve 20250306120000-cafe0001 to every browser? It becomes the stable version.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Promote canary: mfe-admin' }));
  dialog = screen.getByRole('dialog', { name: 'Promote the canary of mfe-admin' });
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText('mfe-admin now serves 20250306120000-cafe0001 to every browser.')).toBeInTheDocument();
  await waitFor(() => expect(within(card('mfe-admin')).getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('None'));
});

test("Stop canary and Roll back each ask first, then send their call; a refusal is toasted in the server's words", async () => {
  const { calls } = show([withCanary], {
    'DELETE /admin/deployments/mfe-admin/canary': { status: 200, body: { message: 'The canary of mfe-admin was stopped.' } },
    'POST /admin/deployments/mfe-admin/rollback': { status: 409, body: { message: 'mfe-admin has no earlier stable version to go back to.' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Stop canary: mfe-admin' }));
  let dialog = screen.getByRole('dialog', { name: 'Stop the canary of mfe-admin' });
  expect(dialog).toHaveTextContent('Every browser gets the stable version 20250305100000-ab12cd34 on its next page.');
  await user.click(within(dialog).getByRole('button', { name: 'Stop canary' }));
  expect(await screen.findByText('The canary of mfe-admin was stopped.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Roll back: mfe-admin' }));
  dialog = screen.getByRole('dialog', { name: 'Roll back mfe-admin' });
  expect(dialog).toHaveTextContent('The canary stops too.');
  await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  expect(await screen.findByText('mfe-admin has no earlier stable version to go back to.')).toBeInTheDocument();
  expect(calls.map((call) => call.key).filter((key) => !key.startsWith('GET'))).toEqual([
    'DELETE /admin/deployments/mfe-admin/canary',
    'POST /admin/deployments/mfe-admin/rollback',
  ]);
});

test('"Start canary" on a retired upload takes a share from 1 to 100 and sends it with the version', async () => {
  const retired = aDeployment({
    stable: '20250305100000-ab12cd34',
    versions: [aVersion(), aVersion({ version: '20250304080000-dead0002', state: 'retired' }), aBuildVersion({ state: 'retired' })],
  });
  const { calls } = show([retired], {
    'POST /admin/deployments/mfe-admin/canary': { status: 200, body: { message: 'mfe-admin serves 20250304080000-dead0002 to 10 % of browsers.' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start canary: 20250304080000-dead0002' }));
  expect(screen.getAllByRole('button', { name: /^Start canary: / })).toHaveLength(1);
  const dialog = screen.getByRole('dialog', { name: 'Start a canary of mfe-admin' });
  await user.type(within(dialog).getByLabelText(/^Share of browsers/), '101');
  await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  expect(within(dialog).getByText('Enter a share from 1 to 100 (percent of browsers).')).toBeInTheDocument();
  expect(calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText(/^Share of browsers/));
  await user.type(within(dialog).getByLabelText(/^Share of browsers/), '10');
  await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  expect(await screen.findByText('mfe-admin serves 20250304080000-dead0002 to 10 % of browsers.')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/deployments/mfe-admin/canary')!.data).toEqual({ version: '20250304080000-dead0002', share: 10 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

describe('uploading a version', () => {
  const archive = () => new File([new Uint8Array([0x1f, 0x8b, 8, 0])], 'mfe-admin.tar.gz', { type: 'application/gzip' });

  /** The upload's request as it left: the body and its content type. */
  function recordUploads() {
    const sent: Array<{ data: unknown; contentType: unknown }> = [];
    const answer = apiClient.defaults.adapter as AxiosAdapter;
    apiClient.defaults.adapter = (async (config) => {
      if (config.url?.includes('/versions')) sent.push({ data: config.data, contentType: config.headers?.['Content-Type'] });
      return answer(config);
    }) as AxiosAdapter;
    return sent;
  }

  test('the archive goes as the raw gzip body, with ?canary when a share is given, after a confirmation', async () => {
    const { calls } = show([withCanary, publicOnly], {
      'POST /deployments/mfe-admin/versions?canary=25': {
        status: 201,
        body: {
          message: 'mfe-admin 20250307080000-feed0003 is served to 25 % of browsers.',
          data: {
            remote: 'mfe-admin',
            version: '20250307080000-feed0003',
            url: '/remotes/mfe-admin/20250307080000-feed0003/mf-manifest.json',
            stored: true,
            state: 'canary',
          },
        },
      },
    });
    const sent = recordUploads();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'mfe-admin' });
    const form = screen.getByRole('form', { name: 'Upload a version of mfe-admin' });
    const file = archive();
    await user.upload(within(form).getByLabelText(/^Archive/), file);
    await user.type(within(form).getByLabelText(/^Canary share/), '25');
    await user.click(within(form).getByRole('button', { name: 'Upload: mfe-admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Deploy mfe-admin' });
    expect(dialog).toHaveTextContent('Upload mfe-admin.tar.gz and serve it to 25 % of browsers as a canary?');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('mfe-admin 20250307080000-feed0003 is served to 25 % of browsers.')).toBeInTheDocument();
    expect(sent).toEqual([{ data: file, contentType: 'application/gzip' }]);
    expect(calls.filter((call) => call.key.includes('/versions')).map((call) => call.key)).toEqual(['POST /deployments/mfe-admin/versions?canary=25']);
    await waitFor(() => expect(within(form).getByLabelText(/^Canary share/)).toHaveValue(null));
  });

  test("a refusal is shown in the form in the server's words; without a share the confirmation says every browser gets it", async () => {
    const refusal = 'mfe-admin needs @chapter/shared ^1.9.0 (the deployed shell provides 1.8.0); deploy a shell built with it first (npm run build)';
    show([withCanary], { 'POST /deployments/mfe-admin/versions': { status: 409, body: { message: refusal } } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'mfe-admin' });
    const form = screen.getByRole('form', { name: 'Upload a version of mfe-admin' });
    await user.upload(within(form).getByLabelText(/^Archive/), archive());
    await user.click(within(form).getByRole('button', { name: 'Upload: mfe-admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Deploy mfe-admin' });
    expect(dialog).toHaveTextContent('Upload mfe-admin.tar.gz and serve it to every browser at once?');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  });

  test('a file that is not a .tar.gz, or a share out of range, is caught before anything is sent', async () => {
    const { calls } = show([withCanary]);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { level: 2, name: 'mfe-admin' });
    const form = screen.getByRole('form', { name: 'Upload a version of mfe-admin' });
    await user.click(within(form).getByRole('button', { name: 'Upload: mfe-admin' }));
    expect(within(form).getByText('Choose the archive to upload.')).toBeInTheDocument();
    await user.upload(within(form).getByLabelText(/^Archive/), new File(['{}'], 'mf-manifest.json', { type: 'application/json' }));
    await user.type(within(form).getByLabelText(/^Canary share/), '0');
    expect(within(form).getByText('Choose a .tar.gz archive of the build folder.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a share from 1 to 100 (percent of browsers).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.key.includes('/versions'))).toHaveLength(0);
  });
});

test('a list that did not load says so, with a Retry that asks again', async () => {
  let fail = true;
  show(() => {
    if (fail) throw new Error('unreachable');
    return [publicOnly];
  });
  expect(await screen.findAllByText('Error fetching deployments')).not.toHaveLength(0);
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'mfe-public' })).toBeInTheDocument();
});

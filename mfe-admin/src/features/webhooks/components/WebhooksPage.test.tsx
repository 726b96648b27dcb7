import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { toast } from 'react-hot-toast';
import { apiClient } from '@chapter/shared';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { Webhook } from '@chapter/shared/types';
import { WebhooksPage } from './WebhooksPage';

const LIST = 'GET /admin/webhooks';
const aWebhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 'w1',
  name: 'Chapter Discord',
  kind: 'discord',
  maskedUrl: 'https://discord.com/…AbCd',
  createdAt: '2025-03-01T09:00:00.000Z',
  state: 'new',
  lastSuccessAt: null,
  lastFailureAt: null,
  lastError: null,
  failingSince: null,
  ...overrides,
});
const failing = aWebhook({
  id: 'w2',
  name: 'Slack #general',
  kind: 'slack',
  maskedUrl: 'https://hooks.slack.com/…WxYz',
  state: 'failing',
  lastFailureAt: '2025-03-05T10:30:00.000Z',
  failingSince: '2025-03-05T10:00:00.000Z',
  lastError: 'HTTP 404 Not Found: no_service',
});
const listOf = (data: Webhook[]) => ({ status: 200, body: { message: 'Webhooks fetched', data } });

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

test('lists each webhook with its masked URL, kind and status', async () => {
  fakeApi({
    [LIST]: listOf([aWebhook({ state: 'ok', lastSuccessAt: '2025-03-05T09:00:00.000Z' }), failing, aWebhook({ id: 'w3', name: 'Site', kind: 'json' })]),
  });
  renderAt('/admin/webhooks', <WebhooksPage />);
  const table = await screen.findByRole('region', { name: 'Webhook list' });
  const [discord, slack, site] = within(table).getAllByRole('row').slice(1);
  expect(within(discord!).getByRole('rowheader')).toHaveTextContent('Chapter Discord');
  expect(discord).toHaveTextContent('https://discord.com/…AbCd');
  expect(discord).toHaveTextContent(/OK, last post/);
  expect(slack).toHaveTextContent('Slack');
  expect(slack).toHaveTextContent(/Failing: HTTP 404 Not Found: no_service since .*2025/);
  expect(site).toHaveTextContent('Other (JSON)');
  expect(site).toHaveTextContent('No posts yet');
});

test('an empty list says No webhooks yet', async () => {
  fakeApi({ [LIST]: listOf([]) });
  renderAt('/admin/webhooks', <WebhooksPage />);
  expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
});

test('the add form checks its fields as the API does before sending anything', async () => {
  const { calls } = fakeApi({ [LIST]: listOf([]) });
  const user = userEvent.setup();
  renderAt('/admin/webhooks', <WebhooksPage />);
  await screen.findByText('No webhooks yet');
  await user.click(screen.getByRole('button', { name: 'Add webhook' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('URL is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

  await user.type(screen.getByLabelText(/^Name/), 'Chat');
  await user.type(screen.getByLabelText(/^Webhook URL/), 'http://chat.example.org/hook');
  await user.tab();
  expect(await screen.findByText('Use an https:// address (http:// only for localhost)')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^Webhook URL/));
  await user.type(screen.getByLabelText(/^Webhook URL/), 'discord.com/api/webhooks/1/x');
  await user.tab();
  expect(await screen.findByText('Enter the full address, starting with https://')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^Name/));
  await user.type(screen.getByLabelText(/^Name/), 'x'.repeat(61));
  // The field stops at the limit; what is typed never passes it.
  expect(screen.getByLabelText(/^Name/)).toHaveValue('x'.repeat(60));
  expect(calls.filter((call) => call.key === 'POST /admin/webhooks')).toHaveLength(0);
});

test('a valid webhook is sent trimmed, the list is asked again and the form empties', async () => {
  let added: Webhook[] = [];
  const { calls } = fakeApi({
    [LIST]: () => listOf(added),
    'POST /admin/webhooks': () => {
      added = [aWebhook({ name: 'Chat', kind: 'slack', maskedUrl: 'https://hooks.slack.com/…abcd' })];
      return { status: 200, body: { message: 'Webhook "Chat" added', data: added[0] } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/webhooks', <WebhooksPage />);
  await screen.findByText('No webhooks yet');
  await user.type(screen.getByLabelText(/^Name/), '  Chat ');
  await user.selectOptions(screen.getByLabelText(/^Kind/), 'Slack');
  await user.type(screen.getByLabelText(/^Webhook URL/), ' https://hooks.slack.com/services/T/B/abcd');
  await user.click(screen.getByRole('button', { name: 'Add webhook' }));
  expect(await screen.findByText('Webhook "Chat" added')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/webhooks')!.data).toEqual({
    name: 'Chat',
    kind: 'slack',
    url: 'https://hooks.slack.com/services/T/B/abcd',
  });
  expect(await screen.findByText('https://hooks.slack.com/…abcd')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Webhook URL/)).toHaveValue(''));
});

test('"Send test" is busy while the post is out, then toasts what the endpoint said', async () => {
  fakeApi({
    [LIST]: listOf([aWebhook(), failing]),
    'POST /admin/webhooks/w2/test': {
      status: 200,
      body: { message: 'Test post to "Slack #general" failed: HTTP 404 Not Found', data: { delivered: false, status: 404, error: 'HTTP 404 Not Found' } },
    },
  });
  const answer = apiClient.defaults.adapter as AxiosAdapter;
  let finish: () => void = () => undefined;
  apiClient.defaults.adapter = (async (config) => {
    if (config.url === '/admin/webhooks/w1/test') {
      await new Promise<void>((resolve) => (finish = resolve));
      return {
        status: 200,
        statusText: '',
        data: { message: 'Test post to "Chapter Discord" delivered', data: { delivered: true, status: 204, error: null } },
        headers: {},
        config,
      };
    }
    return answer(config);
  }) as AxiosAdapter;
  const user = userEvent.setup();
  renderAt('/admin/webhooks', <WebhooksPage />);
  await user.click(await screen.findByRole('button', { name: 'Send test: Chapter Discord' }));
  const busy = screen.getByRole('button', { name: 'Send test: Chapter Discord' });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).toHaveTextContent('Sending…');
  expect(screen.getByRole('button', { name: 'Send test: Slack #general' })).toBeDisabled();
  act(() => finish());
  expect(await screen.findByText('Test post to "Chapter Discord" delivered')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send test: Slack #general' }));
  expect(await screen.findByText('Test post to "Slack #general" failed: HTTP 404 Not Found')).toBeInTheDocument();
});

test('"Remove" asks first; Cancel keeps the webhook, Remove deletes it', async () => {
  let list = [aWebhook(), failing];
  const { calls } = fakeApi({
    [LIST]: () => listOf(list),
    'DELETE /admin/webhooks/w1': () => {
      list = [failing];
      return { status: 200, body: { message: 'Webhook "Chapter Discord" removed' } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/webhooks', <WebhooksPage />);
  await user.click(await screen.findByRole('button', { name: 'Remove: Chapter Discord' }));
  let dialog = screen.getByRole('dialog', { name: 'Remove webhook' });
  expect(dialog).toHaveTextContent('Stop posting to "Chapter Discord"?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((call) => call.key === 'DELETE /admin/webhooks/w1')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Remove: Chapter Discord' }));
  dialog = screen.getByRole('dialog', { name: 'Remove webhook' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Webhook "Chapter Discord" removed')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Chapter Discord' })).toBeNull());
});

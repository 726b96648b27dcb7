import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_TEXTS } from '@chapter/shared';
import { fakeApi, renderAt, setBrowserOnline, signInAs, type FakeCall } from '@chapter/shared/testing';
import type { ReminderSettingsView } from '@chapter/shared/types';
import { RemindersSection } from './RemindersSection';

const NONE: ReminderSettingsView = { email: false, push: false, leadMinutes: [], contests: true, meetings: true, pushDevices: 0 };
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function server(initial: ReminderSettingsView = NONE) {
  let settings = { ...initial };
  return fakeApi({
    'GET /user/reminders': () => ({ status: 200, body: { message: 'Reminders fetched', data: settings } }),
    'PUT /user/reminders': (call: FakeCall) => {
      settings = { ...settings, ...(call.data as object) };
      return { status: 200, body: { message: 'Reminders saved', data: settings } };
    },
    'GET /push/public-key': { status: 200, body: { message: 'Push key fetched', data: { publicKey: PUBLIC_KEY } } },
    'POST /push/subscriptions': () => {
      settings = { ...settings, pushDevices: settings.pushDevices + 1 };
      return { status: 200, body: { message: 'Push turned on in this browser' } };
    },
    'DELETE /push/subscriptions': () => {
      settings = { ...settings, pushDevices: settings.pushDevices - 1 };
      return { status: 200, body: { message: 'Push turned off in this browser' } };
    },
  });
}

const sent = (calls: FakeCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.data);

/** A browser with service workers and the Push API; `permission` is what the member answers. */
function pushCapableBrowser(permission: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const unsubscribe = jest.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async () => {
      subscription = {
        endpoint: 'https://push.example.org/send/abc',
        expirationTime: null,
        toJSON: () => ({ endpoint: 'https://push.example.org/send/abc', keys: { p256dh: 'BKey', auth: 'secret' } }),
        unsubscribe,
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    getRegistration: jest.fn(async () => registration),
    register: jest.fn(async () => registration),
    ready: Promise.resolve(registration),
  };
  const requestPermission = jest.fn(async () => permission);
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { permission: 'default', requestPermission }, configurable: true });
  return { serviceWorker, pushManager, requestPermission, unsubscribe };
}

function plainBrowser() {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const) {
    if (name in target) delete (target as unknown as Record<string, unknown>)[name];
  }
}

beforeEach(() => {
  signInAs('MEMBER');
  plainBrowser();
});

test('a member picks lead times, events and e-mail, and saves them', async () => {
  const api = server();
  const user = userEvent.setup();
  renderAt('/profile/edit', <RemindersSection />);
  const section = within(await screen.findByRole('region', { name: 'Reminders' }));
  const save = await section.findByRole('button', { name: 'Save reminders' });
  expect(save).toBeDisabled();
  const leads = within(section.getByRole('group', { name: 'Remind me before the start' }));
  expect(leads.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['1 week', '1 day', '3 hours', '1 hour', '15 minutes']);

  await user.click(leads.getByRole('checkbox', { name: '1 hour' }));
  await user.click(leads.getByRole('checkbox', { name: '1 day' }));
  await user.click(section.getByRole('checkbox', { name: 'Meetings' }));
  await user.click(section.getByRole('checkbox', { name: 'E-mail' }));
  expect(save).toBeEnabled();
  await user.click(save);

  expect(await screen.findByText('Reminders saved')).toBeInTheDocument();
  expect(sent(api.calls, 'PUT /user/reminders')).toEqual([{ email: true, push: false, leadMinutes: [1440, 60], contests: true, meetings: false }]);
  await waitFor(() => expect(save).toBeDisabled());
});

test('a channel needs a lead time, and lead times need contests or meetings: nothing is sent until they are', async () => {
  const api = server();
  const user = userEvent.setup();
  renderAt('/profile/edit', <RemindersSection />);
  await user.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
  await user.click(screen.getByRole('button', { name: 'Save reminders' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Pick when to be reminded');

  await user.click(screen.getByRole('checkbox', { name: '15 minutes' }));
  await user.click(screen.getByRole('checkbox', { name: 'Contests' }));
  await user.click(screen.getByRole('checkbox', { name: 'Meetings' }));
  await user.click(screen.getByRole('button', { name: 'Save reminders' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Pick contests, meetings or both');
  expect(sent(api.calls, 'PUT /user/reminders')).toEqual([]);
});

test("the server's refusal is shown and the choices stay", async () => {
  fakeApi({
    'GET /user/reminders': { status: 200, body: { message: 'ok', data: NONE } },
    'PUT /user/reminders': { status: 400, body: { message: '90 is not a lead time on offer' } },
  });
  const user = userEvent.setup();
  renderAt('/profile/edit', <RemindersSection />);
  await user.click(await screen.findByRole('checkbox', { name: '1 hour' }));
  await user.click(screen.getByRole('button', { name: 'Save reminders' }));
  expect(await screen.findByText('90 is not a lead time on offer')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '1 hour' })).toBeChecked();
});

test('a failed load says so and Retry asks again', async () => {
  let attempts = 0;
  fakeApi({
    'GET /user/reminders': () => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: { message: 'down' } } : { status: 200, body: { message: 'ok', data: NONE } };
    },
  });
  const user = userEvent.setup();
  renderAt('/profile/edit', <RemindersSection />);
  await user.click(await screen.findByRole('button', { name: /retry/i }, { timeout: 10_000 }));
  expect(await screen.findByRole('button', { name: 'Save reminders' })).toBeInTheDocument();
});

test('offline with no settings kept on this device, the section says they load once back online, then loads them', async () => {
  const restore = setBrowserOnline(false);
  try {
    const api = server();
    renderAt('/profile/edit', <RemindersSection />);
    const section = within(await screen.findByRole('region', { name: 'Reminders' }));
    expect(await section.findByText(OFFLINE_TEXTS.partNotKept)).toBeInTheDocument();
    expect(section.queryByRole('status', { name: 'Loading your reminders' })).toBeNull();
    expect(api.calls).toHaveLength(0);

    setBrowserOnline(true);
    expect(await section.findByRole('button', { name: 'Save reminders' })).toBeInTheDocument();
  } finally {
    restore();
  }
});

test('a browser without push says so, and offers no button', async () => {
  server();
  renderAt('/profile/edit', <RemindersSection />);
  expect(await screen.findByText(/This browser cannot get push notifications/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /push here/ })).not.toBeInTheDocument();
});

test('push is turned on in this browser only on the click: permission, subscription, and push saved on', async () => {
  const api = server({ ...NONE, leadMinutes: [60] });
  const browser = pushCapableBrowser('granted');
  const user = userEvent.setup();
  renderAt('/profile/edit', <RemindersSection />);
  expect(await screen.findByText('Push is off in this browser.')).toBeInTheDocument();
  expect(browser.requestPermission).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Turn on push here' }));
  expect(await screen.findByText('Push is on in this browser.')).toBeInTheDocument();
  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
  expect(options[0].userVisibleOnly).toBe(true);
  expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
  expect(sent(api.calls, 'POST /push/subscriptions')).toEqual([
    { endpoint: 'https://push.example.org/send/abc', expirationTime: null, keys: { p256dh: 'BKey', auth: 'secret' } },
  ]);
  expect(sent(api.calls, 'PUT /user/reminders')).toEqual([{ email: false, push: true, leadMinutes: [60], contests: true, meetings: true }]);
  expect(screen.getByRole('checkbox', { name: 'Browser push' })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Turn off push here' }));
  expect(await screen.findByText('Push is off in this browser.')).toBeInTheDocument();
  expect(sent(api.calls, 'DELETE /push/subscriptions')).toEqual([{ endpoint: 'https://push.example.org/send/abc' }]);
  expect(browser.unsubscribe).toHaveBeenCalled();
});

test('a member who blocks notifications is told how to allow them', async () => {
  const api = server({ ...NONE, leadMinutes: [60] });
  pushCapableBrowser('denied');
  const user = userEvent.setup();
  renderAt('/profile/edit', <RemindersSection />);
  await user.click(await screen.findByRole('button', { name: 'Turn on push here' }));
  expect(await screen.findByText(/Notifications are blocked for this site\. Allow them in your browser's site settings/)).toBeInTheDocument();
  expect(sent(api.calls, 'POST /push/subscriptions')).toEqual([]);
});

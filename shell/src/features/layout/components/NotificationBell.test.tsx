import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, DataProvider, publishLiveEvent, session$ } from '@chapter/shared';
import { fakeApi, type FakeCall } from '@chapter/shared/testing';
import type { NotificationItem } from '@chapter/shared/types';
import { renderAt } from '../../../test/renderRoute';
import { bellName, NotificationBell, whenLabel } from './NotificationBell';

const item = (id: string, title: string, readAt: string | null = null, link: string | null = '/dashboard'): NotificationItem => ({
  _id: id,
  kind: 'announcement',
  title,
  body: `About ${title}`,
  link,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt,
});

/** A server with these items: it counts, lists and marks them as the API does. */
function server(items: NotificationItem[]) {
  const unread = () => items.filter((entry) => entry.readAt === null).length;
  const api = fakeApi({
    'GET /notifications/unread-count': () => ({ status: 200, body: { message: 'ok', unread: unread() } }),
    'GET /notifications?limit=20': () => ({
      status: 200,
      body: { message: 'ok', data: items, currentPage: 1, totalPages: 1, totalCount: items.length, limit: 20, unread: unread() },
    }),
    'POST /notifications/read': (call: FakeCall) => {
      const body = call.data as { ids?: string[]; all?: boolean };
      let marked = 0;
      for (const entry of items) {
        if (entry.readAt === null && (body.all || body.ids?.includes(entry._id))) {
          entry.readAt = new Date().toISOString();
          marked += 1;
        }
      }
      return { status: 200, body: { message: 'Notifications marked as read', marked, unread: unread() } };
    },
  });
  return api;
}

function renderBell() {
  return renderAt(
    '/profile',
    <DataProvider client={createQueryClient({ retry: false })}>
      <NotificationBell />
    </DataProvider>,
  );
}

beforeEach(() => {
  session$.next({ status: 'authenticated', token: 't', role: 'MEMBER', userId: 'u' });
});

test('the bell is named with the unread count and shows it; with none unread it is just "Notifications"', async () => {
  server([item('1', 'Hackathon'), item('2', 'Room change'), item('3', 'Round 900'), item('4', 'Old news', '2030-01-01T00:00:00.000Z')]);
  renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveTextContent('3');
  expect(bellName(0)).toBe('Notifications');
  expect(bellName(null)).toBe('Notifications');
});

test('keyboard: Enter opens the panel with its items, Tab moves through them, Escape closes it and gives the focus back', async () => {
  server([item('1', 'Hackathon'), item('2', 'Room change', '2030-01-01T00:00:00.000Z')]);
  renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  bell.focus();
  await userEvent.keyboard('{Enter}');
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Notifications' });
  const links = await within(panel).findAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Hackathon'), expect.stringContaining('Room change')]);
  expect(links[0]).toHaveAccessibleName(expect.stringMatching(/^Unread: Hackathon/));
  expect(links[0]).toHaveTextContent('5 minutes ago');

  await userEvent.tab();
  expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
  await userEvent.tab();
  expect(links[0]).toHaveFocus();
  await userEvent.tab();
  expect(links[1]).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  expect(bell).toHaveFocus();
  expect(bell).toHaveAttribute('aria-expanded', 'false');

  await userEvent.keyboard(' ');
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
});

test('opening an item marks it read and the count follows; "Mark all as read" marks the rest', async () => {
  const api = server([item('1', 'Hackathon'), item('2', 'Room change', null, null), item('3', 'Round 900')]);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
  const panel = screen.getByRole('region', { name: 'Notifications' });

  // An item without a link is a button: choosing it marks it read and the panel stays open.
  await userEvent.click(await within(panel).findByRole('button', { name: /Room change/ }));
  await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(api.calls.find((call) => call.key === 'POST /notifications/read')?.data).toEqual({ ids: ['2'] });
  expect(within(panel).getByRole('button', { name: /Room change/ })).not.toHaveAccessibleName(/^Unread/);

  await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
  await screen.findByRole('button', { name: 'Notifications' });
  expect(api.calls.filter((call) => call.key === 'POST /notifications/read').at(-1)?.data).toEqual({ all: true });
  expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();

  // A link item closes the panel and goes where it points.
  await userEvent.click(within(panel).getByRole('link', { name: /Hackathon/ }));
  expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});

test('a new notification on the live stream updates the bell at once, and the open panel lists it', async () => {
  const items = [item('1', 'Hackathon')];
  const api = server(items);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  const panel = screen.getByRole('region', { name: 'Notifications' });
  await within(panel).findByRole('link', { name: /Hackathon/ });
  const countReads = api.calls.filter((call) => call.key === 'GET /notifications/unread-count').length;

  items.unshift(item('2', 'Room change'));
  act(() => publishLiveEvent({ type: 'notification', title: 'Room change', unread: 2 }));
  // The count comes with the event (no read of the count); the open panel reads its list again.
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(await within(panel).findByRole('link', { name: /Room change/ })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key === 'GET /notifications/unread-count')).toHaveLength(countReads);
});

test('an empty centre says so', async () => {
  server([]);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
});

test('a click outside closes the panel', async () => {
  server([item('1', 'Hackathon')]);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  await act(async () => {
    await userEvent.click(document.body);
  });
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
});

test('times read as people say them', () => {
  const now = Date.parse('2031-03-04T12:00:00Z');
  expect(whenLabel('2031-03-04T11:59:50Z', now)).toBe('just now');
  expect(whenLabel('2031-03-04T11:55:00Z', now)).toBe('5 minutes ago');
  expect(whenLabel('2031-03-04T09:00:00Z', now)).toBe('3 hours ago');
  expect(whenLabel('2031-03-03T12:00:00Z', now)).toBe('yesterday');
  expect(whenLabel('2031-02-01T12:00:00Z', now)).toBe(new Date('2031-02-01T12:00:00Z').toLocaleDateString());
});

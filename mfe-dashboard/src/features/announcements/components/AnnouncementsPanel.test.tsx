import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { publishLiveEvent } from '@chapter/shared';
import { anAnnouncement, ok } from '../../../test/fixtures';
import { AnnouncementsPanel } from './AnnouncementsPanel';

/** Types by pasting: the form's behaviour is under test, not the keyboard's speed. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const listOf = (...items: ReturnType<typeof anAnnouncement>[]) => ok({ data: items });

test('spins while loading, then says when there is nothing', async () => {
  signInAs('MEMBER');
  fakeApi({ 'GET /core-member/get-all-announcement': listOf() });
  renderAt('/dashboard', <AnnouncementsPanel />);
  expect(screen.getByRole('status', { name: 'Loading announcements' })).toBeInTheDocument();
  expect(await screen.findByText('No announcements available')).toBeInTheDocument();
});

test('a failed load toasts its error text', async () => {
  signInAs('MEMBER');
  fakeApi({ 'GET /core-member/get-all-announcement': { status: 500, body: { message: 'boom' } } });
  renderAt('/dashboard', <AnnouncementsPanel />);
  expect(await screen.findAllByText('Error in fetching announcements')).not.toHaveLength(0);
});

test('a member reads announcements but can neither add nor delete them', async () => {
  signInAs('MEMBER');
  const { calls } = fakeApi({ 'GET /core-member/get-all-announcement': listOf(anAnnouncement()) });
  const user = userEvent.setup();
  renderAt('/dashboard', <AnnouncementsPanel />);
  expect(await screen.findByRole('heading', { name: 'Contest week' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', 'https://example.org/rules');
  expect(screen.queryByRole('button', { name: 'Add Announcement' })).not.toBeInTheDocument();
  const remove = screen.getByRole('button', { name: 'Delete Contest week' });
  expect(remove).toHaveAttribute('aria-disabled', 'true');
  await user.click(remove);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
});

test('a core member adds one with two links; incomplete link rows are dropped and the list reloads', async () => {
  signInAs('COREMEMBER');
  let stored = [anAnnouncement()];
  const { calls } = fakeApi({
    'GET /core-member/get-all-announcement': () => listOf(...stored),
    'POST /core-member/create-announcement': (call) => {
      const body = call.data as { title: string; description: string; date: string; links: [] };
      stored = [anAnnouncement({ _id: 'a2', ...body }), ...stored];
      return ok({ message: 'Announcement created successfully' });
    },
  });
  const user = userEvent.setup();
  renderAt('/dashboard', <AnnouncementsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Add Announcement' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Announcement' }));
  expect((dialog.getByLabelText(/^Date/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Submitting empty says what is missing and sends nothing.
  await user.click(dialog.getByRole('button', { name: 'Add Announcement' }));
  expect(await dialog.findByText('Title is required')).toBeInTheDocument();
  expect(dialog.getByText('Description is required')).toBeInTheDocument();

  await fill(user, dialog.getByLabelText(/^Title/), 'Hack night');
  await fill(user, dialog.getByLabelText(/^Description/), 'Bring a laptop.');
  await fill(user, dialog.getByLabelText(/^Date/), '2030-01-15');
  await fill(user, dialog.getByLabelText('Link 1 URL'), 'https://example.org/a');
  await fill(user, dialog.getByLabelText('Link 1 text'), 'Agenda');
  await user.click(dialog.getByRole('button', { name: 'Add link' }));
  await fill(user, dialog.getByLabelText('Link 2 URL'), 'https://example.org/half');
  await user.click(dialog.getByRole('button', { name: 'Add link' }));
  await fill(user, dialog.getByLabelText('Link 3 URL'), 'https://example.org/b');
  await fill(user, dialog.getByLabelText('Link 3 text'), 'Venue');
  await user.click(dialog.getByRole('button', { name: 'Add Announcement' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const sent = calls.find((call) => call.key === 'POST /core-member/create-announcement');
  expect(sent?.data).toEqual({
    title: 'Hack night',
    description: 'Bring a laptop.',
    date: '2030-01-15',
    links: [
      { link: 'https://example.org/a', linkText: 'Agenda' },
      { link: 'https://example.org/b', linkText: 'Venue' },
    ],
  });
  expect(await screen.findByText('Announcement created successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Hack night' })).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'GET /core-member/get-all-announcement')).toHaveLength(2);
});

test('a refused add toasts its error text and keeps the dialog open', async () => {
  signInAs('COREMEMBER');
  fakeApi({ 'GET /core-member/get-all-announcement': listOf(), 'POST /core-member/create-announcement': { status: 500, body: {} } });
  const user = userEvent.setup();
  renderAt('/dashboard', <AnnouncementsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Add Announcement' }));
  const dialog = within(await screen.findByRole('dialog'));
  await fill(user, dialog.getByLabelText(/^Title/), 'T');
  await fill(user, dialog.getByLabelText(/^Description/), 'D');
  await user.click(dialog.getByRole('button', { name: 'Add Announcement' }));
  expect(await screen.findByText('Failed to add announcement')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a core member deletes after confirming; the list reloads', async () => {
  signInAs('COREMEMBER');
  let stored = [anAnnouncement()];
  const { calls } = fakeApi({
    'GET /core-member/get-all-announcement': () => listOf(...stored),
    'DELETE /core-member/delete-announcement': () => {
      stored = [];
      return ok({ message: 'Announcement deleted successfully' });
    },
  });
  const user = userEvent.setup();
  renderAt('/dashboard', <AnnouncementsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Delete Contest week' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Delete Announcement' }));
  await user.click(dialog.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No announcements available')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-announcement')?.data).toEqual({ announcementId: 'a1' });
});

test('a new announcement on the live stream appears without a reload', async () => {
  signInAs('MEMBER');
  let items = [anAnnouncement()];
  fakeApi({ 'GET /core-member/get-all-announcement': () => listOf(...items) });
  renderAt('/dashboard', <AnnouncementsPanel />);
  expect(await screen.findByRole('heading', { name: 'Contest week' })).toBeInTheDocument();
  items = [anAnnouncement({ _id: 'a2', title: 'Hackathon on Friday' }), ...items];
  act(() => publishLiveEvent({ type: 'announcement', id: 'a2', title: 'Hackathon on Friday' }));
  expect(await screen.findByRole('heading', { name: 'Hackathon on Friday' })).toBeInTheDocument();
});

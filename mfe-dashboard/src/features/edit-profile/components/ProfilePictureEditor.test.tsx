import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { ProfilePictureEditor } from './ProfilePictureEditor';

const stored = { url: '/files/asha.webp', hashCode: null };
const fileOf = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

function setup(initial: typeof stored | null = stored) {
  const api = fakeApi({
    'POST /user/edit-profile-picture': (call) =>
      call.data instanceof FormData
        ? { status: 200, body: { message: 'Profile picture updated!', data: { profilePicture: { url: '/files/new.webp', hashCode: null } } } }
        : { status: 200, body: { message: 'Profile picture deleted!', data: { profilePicture: null } } },
  });
  // The dialog-free page part: applyAccept false so a wrong type reaches the check, as a drag-and-drop would.
  const user = userEvent.setup({ applyAccept: false });
  renderAt('/profile/edit', <ProfilePictureEditor name="Asha Rao" initial={initial} />);
  return { ...api, user };
}

beforeEach(() => signInAs('MEMBER'));

test('refuses a file that is not JPG, PNG or GIF, and one over 5 MB', async () => {
  const { user, calls } = setup();
  const input = screen.getByLabelText('Change picture');
  await user.upload(input, fileOf('notes.pdf', 'application/pdf'));
  expect(await screen.findByText('Only JPG, PNG and GIF files are allowed')).toHaveAttribute('role', 'alert');
  expect(screen.queryByRole('button', { name: 'Save picture' })).not.toBeInTheDocument();

  await user.upload(input, fileOf('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
  expect(await screen.findByText('Profile picture must be less than 5MB')).toBeInTheDocument();
  expect(screen.queryByText('Only JPG, PNG and GIF files are allowed')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a chosen picture is previewed, and saved as multipart field profilePicture after confirmation', async () => {
  const { user, calls } = setup();
  const file = fileOf('me.png', 'image/png');
  await user.upload(screen.getByLabelText('Change picture'), file);
  await user.click(await screen.findByRole('button', { name: 'Save picture' }));
  expect(screen.getByRole('img', { name: 'Asha Rao' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  const dialog = within(screen.getByRole('dialog', { name: 'Update Profile Picture' }));
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile picture updated!')).toBeInTheDocument();
  const sent = calls[0].data as FormData;
  expect(sent.get('profilePicture')).toBe(file);
  await waitFor(() => expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/files/new.webp'));
  expect(screen.queryByRole('button', { name: 'Save picture' })).not.toBeInTheDocument();
});

test('Delete asks first, then sends { profilePicture: null } and falls back to initials', async () => {
  const { user, calls } = setup();
  await user.click(screen.getByRole('button', { name: 'Delete picture' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Profile Picture' })).getByRole('button', { name: 'Cancel' }));
  expect(calls).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete picture' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Profile Picture' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Profile picture deleted!')).toBeInTheDocument();
  expect(calls.map((call) => call.data)).toEqual([{ profilePicture: null }]);
  expect(screen.getByRole('img', { name: 'Asha Rao' })).not.toHaveAttribute('src');
  expect(screen.getByLabelText('Choose picture')).toBeInTheDocument();
});

test("a refused upload shows 'Failed to update profile picture!' when the server gives no reason", async () => {
  fakeApi({ 'POST /user/edit-profile-picture': 'network-error' });
  const user = userEvent.setup();
  renderAt('/profile/edit', <ProfilePictureEditor name="Asha Rao" initial={null} />);
  await user.upload(screen.getByLabelText('Choose picture'), fileOf('me.gif', 'image/gif'));
  await user.click(await screen.findByRole('button', { name: 'Save picture' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to update profile picture!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save picture' })).toBeInTheDocument();
});

test('after a delete, focus stays in the section (on the picture chooser)', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Delete picture' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getByLabelText('Choose picture')).toHaveFocus());
});

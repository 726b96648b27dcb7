import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs, type FakeAnswer } from '@chapter/shared/testing';
import { anEditProfile } from '../../../test/fixtures';
import { EditProfilePage } from './EditProfilePage';

const pageData = { status: 200, body: { message: 'ok', data: anEditProfile() } };

function renderPage(editAnswer: FakeAnswer = { status: 200, body: { message: 'Profile updated successfully!' } }) {
  const api = fakeApi({ 'GET /user/get-edit-profile-page-data': pageData, 'POST /user/edit-profile': editAnswer });
  renderAt('/profile/edit', <EditProfilePage />);
  return { ...api, user: userEvent.setup(), edits: () => api.calls.filter((call) => call.key === 'POST /user/edit-profile').map((call) => call.data) };
}

beforeEach(() => signInAs('MEMBER'));

test('spins, then shows the sections with the current values', async () => {
  renderPage();
  expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
  const personal = within(await screen.findByRole('region', { name: 'Personal Information' }));
  expect(personal.getByText('Asha Rao')).toBeInTheDocument();
  expect(personal.getByText('9876543210')).toBeInTheDocument();
  expect(personal.getByText('2nd Year')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Social Links' })).getByText('asha-rao')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Password' })).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
});

test('saving a field sends one field pair and toasts the success', async () => {
  const { user, edits } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit Bio' }));
  const bio = screen.getByRole('textbox', { name: 'Bio' });
  await user.clear(bio);
  await user.type(bio, 'Dynamic programming fan.');
  await user.click(screen.getByRole('button', { name: 'Confirm Bio' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(edits()).toEqual([{ bio: 'Dynamic programming fan.' }]);
  expect(screen.getByText('Dynamic programming fan.')).toBeInTheDocument();
});

test('the academic year is picked from 1st to 4th Year and sent as a number', async () => {
  const { user, edits } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit Academic Year' }));
  const picker = screen.getByRole('combobox', { name: 'Academic Year' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['1st Year', '2nd Year', '3rd Year', '4th Year']);
  await user.selectOptions(picker, '4th Year');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(edits()).toEqual([{ academicYear: 4 }]));
  expect(await screen.findByText('4th Year')).toBeInTheDocument();
});

test('the LinkedIn username is saved as linkedinUsername', async () => {
  const { user, edits } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit LinkedIn Username' }));
  const box = screen.getByRole('textbox', { name: 'LinkedIn Username' });
  await user.clear(box);
  await user.type(box, 'asha.k-rao{Enter}');
  await waitFor(() => expect(edits()).toEqual([{ linkedinUsername: 'asha.k-rao' }]));
});

test("a refusal shows the server's message; without one, 'Failed to update profile!'", async () => {
  const { user } = renderPage({ status: 400, body: { message: 'Enter valid 10-digit phone number' } });
  await user.click(await screen.findByRole('button', { name: 'Edit Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' K{Enter}');
  expect(await screen.findByText('Enter valid 10-digit phone number')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();

  fakeApi({ 'POST /user/edit-profile': 'network-error' });
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Failed to update profile!')).toBeInTheDocument();
});

test('a failed load says so and Retry asks again', async () => {
  let attempts = 0;
  fakeApi({
    'GET /user/get-edit-profile-page-data': () => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: { message: 'Internal Server Error!' } } : pageData;
    },
  });
  const user = userEvent.setup();
  renderAt('/profile/edit', <EditProfilePage />);
  expect(await screen.findByText('Error fetching profile data! Please try later')).toHaveAttribute('role', 'alert');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
});

test("other features' sections sit after Social Links (given the profile) and at the end", async () => {
  fakeApi({ 'GET /user/get-edit-profile-page-data': pageData });
  renderAt(
    '/profile/edit',
    <EditProfilePage privacy={(profile) => <section aria-label="Privacy">{profile.name}</section>} settings={<section aria-label="Your data" />} />,
  );
  expect(await screen.findByRole('region', { name: 'Privacy' })).toHaveTextContent('Asha Rao');
  const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby'));
  expect(regions.indexOf('Privacy')).toBe(regions.indexOf('social-links') + 1);
  expect(regions.at(-1)).toBe('Your data');
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, type FakeAnswer } from '@chapter/shared/testing';
import { RegisterWizard } from './RegisterWizard';

jest.setTimeout(20_000);

/** Puts a whole value into a field at once (one change event, as a paste does). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function setup(answer: FakeAnswer = { status: 200, body: { message: 'Registration successful!' } }) {
  const api = fakeApi({ 'POST /auth/register': answer });
  renderAt('/auth/register', <RegisterWizard />);
  return { ...api, user: userEvent.setup({ applyAccept: false }) };
}

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Name/), 'Asha Rao');
  fireEvent.change(screen.getByLabelText(/^Bio/), { target: { value: 'Graphs and greedy.' } });
  await fill(user, screen.getByLabelText(/^Email/), 'asha@uni.example');
  await fill(user, screen.getByLabelText(/^Password/), 'secret1');
  await fill(user, screen.getByLabelText(/^Confirm Password/), 'secret1');
}

async function fillStepTwo(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Phone Number/), '9876543210');
  await fill(user, screen.getByLabelText(/^Registration Number/), 'RA2111003');
  await user.selectOptions(screen.getByLabelText(/^Academic Year/), 'Year 2');
  await fill(user, screen.getByLabelText(/^LinkedIn Username/), 'asha-rao');
}

test('the numbered indicator starts on Basic Information and Next is disabled while the step has errors', async () => {
  const { user } = setup();
  expect(screen.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Basic Information');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true'));

  await fill(user, screen.getByLabelText(/^Email/), 'asha@');
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  await fill(user, screen.getByLabelText(/^Password/), '123');
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  await fill(user, screen.getByLabelText(/^Confirm Password/), '124');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

  await user.clear(screen.getByLabelText(/^Email/));
  await user.clear(screen.getByLabelText(/^Password/));
  await user.clear(screen.getByLabelText(/^Confirm Password/));
  await fillStepOne(user);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("pressing Next (or Enter) on an incomplete step says 'Please fill all required fields correctly' and stays", async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText(/^Name/), 'Asha{Enter}');
  expect(await screen.findByText('Please fill all required fields correctly')).toBeInTheDocument();
  expect(screen.getByText('Bio is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Basic Information');
});

test('the bio counter turns red past 90% of 150 characters', async () => {
  setup();
  const bio = screen.getByLabelText(/^Bio/);
  fireEvent.change(bio, { target: { value: 'x'.repeat(135) } });
  expect(screen.getByTestId('bio-counter')).toHaveTextContent('135/150');
  expect(screen.getByTestId('bio-counter')).toHaveAttribute('data-over', 'false');
  fireEvent.change(bio, { target: { value: 'x'.repeat(136) } });
  expect(screen.getByTestId('bio-counter')).toHaveAttribute('data-over', 'true');
  fireEvent.change(bio, { target: { value: 'x'.repeat(151) } });
  expect(await screen.findByText('Bio cannot exceed 150 characters!')).toBeInTheDocument();
});

test('the picture: wrong type and over 5 MB are refused and cleared; a good one previews with a Change overlay', async () => {
  const { user } = setup();
  const input = screen.getByLabelText('Profile picture (optional)');
  await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  expect((await screen.findAllByText('Only JPG, PNG and GIF files are allowed')).length).toBeGreaterThan(0);
  expect((input as HTMLInputElement).value).toBe('');

  const huge = new File(['x'], 'huge.png', { type: 'image/png' });
  Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
  await user.upload(input, huge);
  expect((await screen.findAllByText('Profile picture must be less than 5MB')).length).toBeGreaterThan(0);

  await user.upload(input, new File(['png-bytes'], 'me.png', { type: 'image/png' }));
  expect(await screen.findByText('Change')).toBeInTheDocument();
  expect(screen.getByLabelText('Change profile picture (me.png)')).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('label img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)));
});

test("both steps, then 'Create Account' sends multipart without confirmPassword and goes to /auth/login", async () => {
  const { user, calls } = setup();
  await user.upload(screen.getByLabelText('Profile picture (optional)'), new File(['png-bytes'], 'me.png', { type: 'image/png' }));
  await fillStepOne(user);
  await user.click(await screen.findByRole('button', { name: 'Next' }));

  expect(screen.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Contact Details');
  expect(screen.getByText('+91')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toHaveAttribute('aria-disabled', 'true'));
  await fill(user, screen.getByLabelText(/^Phone Number/), '12345');
  expect(await screen.findByText('Enter valid 10-digit phone number')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^Phone Number/));

  // Previous keeps what was typed.
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Rao');
  await user.click(await screen.findByRole('button', { name: 'Next' }));

  await fillStepTwo(user);
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));

  expect(calls).toHaveLength(1);
  const sent = calls[0].data as FormData;
  expect(sent).toBeInstanceOf(FormData);
  expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    name: 'Asha Rao',
    bio: 'Graphs and greedy.',
    email: 'asha@uni.example',
    password: 'secret1',
    phoneNumber: '9876543210',
    registrationNumber: 'RA2111003',
    academicYear: '2',
    linkedinUsername: 'asha-rao',
  });
  expect((sent.get('profilePicture') as File).name).toBe('me.png');
});

test("an e-mail not on the allowed list shows the server's message (and, as after any answer, goes to /auth/login)", async () => {
  const { user } = setup({ status: 403, body: { message: 'This e-mail is not allowed to register. Ask the chapter admin to add it.' } });
  await fillStepOne(user);
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await fillStepTwo(user);
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('This e-mail is not allowed to register. Ask the chapter admin to add it.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
});

test('no answer at all keeps the form so nothing typed is lost', async () => {
  const { user } = setup('network-error');
  await fillStepOne(user);
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await fillStepTwo(user);
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Internal Server Error!')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/register');
  expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('9876543210');
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, type FakeAnswer } from '@chapter/shared/testing';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';

jest.setTimeout(20_000);

type Answers = Partial<Record<'send' | 'verify' | 'change', FakeAnswer>>;
const OK = (message: string): FakeAnswer => ({ status: 200, body: { message } });

function setup(answers: Answers = {}, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const api = fakeApi({
    'POST /auth/send-otp': answers.send ?? OK('OTP sent to your email'),
    'POST /auth/verify-otp': answers.verify ?? OK('OTP verified'),
    'POST /auth/change-password': answers.change ?? OK('Password updated successfully!'),
  });
  renderAt('/auth/forgot-password', <ForgotPasswordFlow />);
  return { ...api, user: userEvent.setup(options) };
}

const currentStep = () => screen.getByRole('list', { name: 'Password reset steps' }).querySelector('[aria-current="step"]');

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'asha@uni.example');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'OTP Verification' });
}

test('the e-mail step checks the address before sending', async () => {
  const { user, calls } = setup();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Email/), 'asha@');
  await user.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("a refused address shows the server's message and stays on step 0", async () => {
  const { user } = setup({ send: { status: 404, body: { message: 'User not found!' } } });
  await user.type(screen.getByLabelText(/^Email/), 'nobody@uni.example{Enter}');
  expect(await screen.findByText('User not found!')).toBeInTheDocument();
  expect(currentStep()).toHaveTextContent('Email Verification');
});

test('all three steps, with Back, end on /auth/login', async () => {
  const { user, calls } = setup();
  await sendCode(user);
  expect(currentStep()).toHaveTextContent('OTP Verification');
  expect(screen.getByTestId('otp-countdown')).toHaveTextContent('2:00');

  await user.type(screen.getByLabelText(/^OTP/), '12a');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Please enter a valid 6-digit code')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^OTP/));
  await user.type(screen.getByLabelText(/^OTP/), '123456{Enter}');

  await screen.findByRole('heading', { name: 'Reset Password' });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(currentStep()).toHaveTextContent('OTP Verification');
  await user.type(screen.getByLabelText(/^OTP/), '123456{Enter}');
  await screen.findByRole('heading', { name: 'Reset Password' });

  await user.type(screen.getByLabelText(/^New Password/), 'abc');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^New Password/));
  await user.clear(screen.getByLabelText(/^Confirm Password/));
  await user.type(screen.getByLabelText(/^New Password/), 'brand-new-1');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-1{Enter}');

  expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
  expect(calls.map((call) => [call.key, call.data])).toEqual([
    ['POST /auth/send-otp', { email: 'asha@uni.example' }],
    ['POST /auth/verify-otp', { email: 'asha@uni.example', otp: '123456' }],
    ['POST /auth/verify-otp', { email: 'asha@uni.example', otp: '123456' }],
    ['POST /auth/change-password', { email: 'asha@uni.example', password: 'brand-new-1' }],
  ]);
});

test('a wrong code keeps step 1 with the server message', async () => {
  const { user } = setup({ verify: { status: 400, body: { message: 'Invalid OTP!' } } });
  await sendCode(user);
  await user.type(screen.getByLabelText(/^OTP/), '000000{Enter}');
  expect(await screen.findByText('Invalid OTP!')).toBeInTheDocument();
  expect(currentStep()).toHaveTextContent('OTP Verification');
});

describe('with fake timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("the 120-second countdown shows m:ss and at zero returns to step 0 with 'OTP expired! Please try again.'", async () => {
    const { user } = setup({}, { advanceTimers: jest.advanceTimersByTime });
    await sendCode(user);
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('2:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('1:59');
    act(() => jest.advanceTimersByTime(54_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('1:05');
    act(() => jest.advanceTimersByTime(64_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('0:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(await screen.findByText('OTP expired! Please try again.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Email Verification');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@uni.example');
  });
});

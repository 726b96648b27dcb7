import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { sessionRequests$, type SessionRequest } from '@chapter/shared';
import { LoginForm } from './LoginForm';
import { answerApi, renderAt } from '@chapter/shared/testing';

let requests: SessionRequest[] = [];
const subscription = sessionRequests$.subscribe((request) => requests.push(request));
afterAll(() => subscription.unsubscribe());
beforeEach(() => {
  requests = [];
  act(() => toast.remove()); // no toast of an earlier test stays on screen
});

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/email/i), 'member@chapter.test');
  await userEvent.type(screen.getByLabelText(/^password/i), 'member-pass-1');
  await userEvent.click(screen.getByLabelText(/remember me/i));
  await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
}

test('a successful login asks the shell to sign in with the token and goes to /dashboard', async () => {
  const calls = answerApi(200, { message: 'Login successful!', token: 'jwt-1' });
  renderAt('/auth/login', <LoginForm />);
  await fillAndSubmit();
  expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  expect(calls).toEqual([{ key: 'POST /auth/login', url: '/auth/login', data: { email: 'member@chapter.test', password: 'member-pass-1', rememberMe: true } }]);
  expect(requests).toEqual([{ type: 'signIn', token: 'jwt-1' }]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
});

test('a sign-in that cancelled an asked-for deletion says so instead of the usual welcome', async () => {
  const message = 'Welcome back! Signing in cancelled the deletion of your account.';
  answerApi(200, { message, token: 'jwt-2', deletionCancelled: true });
  renderAt('/auth/login', <LoginForm />);
  await fillAndSubmit();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText(message).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  expect(requests).toEqual([{ type: 'signIn', token: 'jwt-2' }]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
});

test.each(['User not found!', 'Invalid password!'])('a refusal shows the server message "%s" and stays put', async (message) => {
  answerApi(400, { message });
  renderAt('/auth/login', <LoginForm />);
  await fillAndSubmit();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(requests).toEqual([]);
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(screen.getByLabelText(/email/i)).toHaveValue('');
});

test('labels every field and links to password reset and registration', () => {
  answerApi(200, {});
  renderAt('/auth/login', <LoginForm />);
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Remember me')).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  expect(screen.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute('href', '/auth/register');
});

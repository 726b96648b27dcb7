import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INITIAL_SESSION, session$, useSession } from '../session';
import { fakeApi, type FakeCall } from '../testing';
import { DevHost } from './DevHost';
import { DEV_TOKEN_KEY } from './devSession';
import { findArea } from '../areas';

/** The remote under development: it only shows what the session bus tells it. */
function Remote() {
  const session = useSession();
  return <p data-testid="remote">{session.status === 'authenticated' ? `member ${session.userId}` : session.status}</p>;
}

const ACCOUNT = { email: 'member@chapter.test', password: 'member-pass-1' };

function realApi() {
  return fakeApi({
    'POST /auth/login': ({ data }: FakeCall) => {
      const body = data as typeof ACCOUNT;
      return body.email === ACCOUNT.email && body.password === ACCOUNT.password
        ? { status: 200, body: { message: 'Login successful', token: 'tok-1' } }
        : { status: 401, body: { message: 'Invalid email or password' } };
    },
    'GET /auth/verify-auth-token': ({ authorization }: FakeCall) =>
      authorization === 'Bearer tok-1'
        ? { status: 200, body: { message: 'Token is valid', userId: 'u-7', role: 'MEMBER' } }
        : { status: 400, body: { message: 'Token is not valid' } },
  });
}

const host = () => render(<DevHost name="mfe-dashboard" App={Remote} links={['/dashboard']} />);

async function signInWith(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => session$.next(INITIAL_SESSION));

test('the dev host starts anonymous, signs in with the real login call, and the remote sees the member', async () => {
  const { calls } = realApi();
  host();
  expect(screen.getByTestId('remote')).toHaveTextContent('anonymous');
  await signInWith(ACCOUNT.email, ACCOUNT.password);
  await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('member u-7'));
  expect(screen.getByText('signed in as MEMBER')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /auth/login')?.data).toEqual(ACCOUNT);
  expect(calls.find((call) => call.key === 'GET /auth/verify-auth-token')?.authorization).toBe('Bearer tok-1');
});

test('a wrong password shows the server message and stays anonymous', async () => {
  realApi();
  host();
  await signInWith(ACCOUNT.email, 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(screen.getByTestId('remote')).toHaveTextContent('anonymous');
});

test('sign-out returns to the form, and a reload keeps a sign-in until then', async () => {
  realApi();
  const first = host();
  await signInWith(ACCOUNT.email, ACCOUNT.password);
  await screen.findByText('signed in as MEMBER');
  first.unmount();

  host(); // a reload of the dev host after an edit: it checks the kept token with the API first
  await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('member u-7'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(screen.getByTestId('remote')).toHaveTextContent('anonymous');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(sessionStorage.getItem(DEV_TOKEN_KEY)).toBeNull();
});

test('a stored token the API no longer accepts leaves the dev host anonymous', async () => {
  realApi();
  sessionStorage.setItem(DEV_TOKEN_KEY, 'tok-old');
  host();
  await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('anonymous'));
  expect(sessionStorage.getItem(DEV_TOKEN_KEY)).toBeNull();
});

test('a path the area guards waits for the sign-in, then renders the remote signed in', async () => {
  realApi();
  window.history.pushState({}, '', '/dashboard');
  render(<DevHost name="mfe-dashboard" App={Remote} links={['/dashboard']} area={findArea('mfe_dashboard')} />);
  expect(screen.getByRole('status')).toHaveTextContent('/dashboard is for signed-in members');
  expect(screen.queryByTestId('remote')).toBeNull();
  await signInWith(ACCOUNT.email, ACCOUNT.password);
  expect(await screen.findByTestId('remote')).toHaveTextContent('member u-7');
});

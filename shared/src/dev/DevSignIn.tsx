import { useState, type FormEvent } from 'react';
import { call } from '../api';
import { useApiMutation, serverMessage } from '../data';
import { requestSignIn, requestSignOut, useSession } from '../session';
import type { LoginRequest } from '../types';

const field = { padding: '2px 6px', font: 'inherit', border: '1px solid #92400e', borderRadius: 4 };

/** Signs the dev host in against the real API (through the dev server's /api proxy), or out again. */
export function DevSignIn() {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useApiMutation((body: LoginRequest) => call('POST /auth/login', { body, expireSessionOn401: false }), {
    onSuccess: (data) => {
      if (data?.token) requestSignIn(data.token);
      setPassword('');
    },
  });

  if (session.status === 'authenticated') {
    return (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <span>signed in as {session.role}</span>
        <button
          type="button"
          onClick={() => {
            login.reset();
            requestSignOut();
          }}
        >
          Sign out
        </button>
      </span>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form aria-label="Dev sign-in" onSubmit={submit} style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
      <label>
        Email <input style={field} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password <input style={field} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
      {login.isError && <span role="alert">{serverMessage(login.error, 'Sign-in failed')}</span>}
    </form>
  );
}

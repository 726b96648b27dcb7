import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, notify, requestSignIn, TextField, TOAST, useEarlyInput, useHydrated } from '@chapter/shared';
import { FormLinks } from '../../../components/AuthLayout';
import { login } from '../api/login';

const Form = styled.form`
  .check {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 20px;
    cursor: pointer;
  }
  .check input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const EMPTY = { email: '', password: '', rememberMe: false };

/**
 * Signing in cancelled the member's asked-for account deletion (docs/privacy.md): the server's message says so, and
 * stays twice as long as a toast usually does, as news worth reading.
 */
const notifyDeletionCancelled = (message: string) => notify.success(message, { durationMs: TOAST.durationMs * 2 });

/**
 * No client validation: the server answers ('User not found!', 'Invalid password!', 'Login successful!') and its
 * message becomes a toast. With "Remember me" the server signs a token for a week, otherwise for a day.
 */
export function LoginForm() {
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useEarlyInput(formRef, (typed) => setFields((current) => ({ ...current, ...typed })));
  // Each change applies to the latest fields, never to those of the render that drew the handler: a field typed into
  // right after hydration must not undo what was adopted from before it (an empty email was sent in CI).
  const change = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setFields((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await login(fields);
    setBusy(false);
    setFields(EMPTY);
    if (result.ok && result.data?.token) {
      if (result.data.deletionCancelled) notifyDeletionCancelled(result.message || 'Welcome back! Signing in cancelled the deletion of your account.');
      else notify.success(result.message || 'Login successful!');
      requestSignIn(result.data.token);
      navigate('/dashboard');
    } else {
      notify.error(result.message);
    }
  }

  return (
    <Form ref={formRef} onSubmit={submit} aria-label="Sign in" noValidate>
      <TextField label="Email" type="email" name="email" autoComplete="email" value={fields.email} onChange={(e) => change('email', e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={(e) => change('password', e.target.value)}
      />
      <label className="check">
        <input type="checkbox" name="rememberMe" checked={fields.rememberMe} onChange={(e) => change('rememberMe', e.target.checked)} />
        Remember me
      </label>
      <Button type="submit" size="large" busy={busy} disabled={!hydrated} fullWidth>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <FormLinks>
        <Link to="/auth/forgot-password">Forgot password?</Link>
        <Link to="/auth/register">Don&apos;t have an account? Sign up</Link>
      </FormLinks>
    </Form>
  );
}

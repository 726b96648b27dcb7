import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, notify, requestSignIn } from '@chapter/shared';
import { login } from '../api/login';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 380px;
  label { display: grid; gap: 6px; font-weight: 500; }
  input[type='email'], input[type='password'] {
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  .check { display: flex; align-items: center; gap: 8px; font-weight: 400; }
  .links { display: flex; justify-content: space-between; font-size: 0.9rem; }
`;

const EMPTY = { email: '', password: '', rememberMe: false };

/** No client validation (SPEC.md §5): the server answers, its message becomes a toast. */
export function LoginForm() {
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await login(fields);
    setBusy(false);
    setFields(EMPTY);
    if (result.ok && result.data?.token) {
      notify.success(result.message || 'Login successful!');
      requestSignIn(result.data.token);
      navigate('/dashboard');
    } else {
      notify.error(result.message);
    }
  }

  return (
    <Form onSubmit={submit} aria-label="Sign in">
      <label>
        Email
        <input type="email" name="email" autoComplete="email" value={fields.email} onChange={(e) => setFields({ ...fields, email: e.target.value })} />
      </label>
      <label>
        Password
        <input type="password" name="password" autoComplete="current-password" value={fields.password} onChange={(e) => setFields({ ...fields, password: e.target.value })} />
      </label>
      <label className="check">
        <input type="checkbox" name="rememberMe" checked={fields.rememberMe} onChange={(e) => setFields({ ...fields, rememberMe: e.target.checked })} />
        Remember me
      </label>
      <Button type="submit" busy={busy} fullWidth>{busy ? 'Signing in…' : 'Sign in'}</Button>
      <div className="links">
        <Link to="/auth/forgot-password">Forgot password?</Link>
        <Link to="/auth/register">Create an account</Link>
      </div>
    </Form>
  );
}

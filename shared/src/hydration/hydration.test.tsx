import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyInput } from './useEarlyInput';
import { useHydrated } from './useHydrated';

const sent: Array<Record<string, unknown>> = [];

function SignIn() {
  const [fields, setFields] = useState({ email: '', password: '', remember: false });
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useEarlyInput(form, (typed) => setFields((current) => ({ ...current, ...typed })));
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(fields);
      }}
    >
      <input aria-label="Email" name="email" value={fields.email} onChange={(e) => setFields({ ...fields, email: e.target.value })} />
      <input
        aria-label="Password"
        name="password"
        type="password"
        value={fields.password}
        onChange={(e) => setFields({ ...fields, password: e.target.value })}
      />
      <input
        aria-label="Remember"
        name="remember"
        type="checkbox"
        checked={fields.remember}
        onChange={(e) => setFields({ ...fields, remember: e.target.checked })}
      />
      <button type="submit" disabled={!hydrated}>
        Sign in
      </button>
    </form>
  );
}

const byLabel = (container: HTMLElement, label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

describe('a prerendered form', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  beforeEach(() => {
    sent.length = 0;
    container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('cannot be sent before its script has taken over, and can be after', () => {
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    act(() => {
      root = hydrateRoot(container, <SignIn />);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('sends what was typed before hydration, not the empty initial state', () => {
    byLabel(container, 'Email').value = 'ana@university.edu';
    byLabel(container, 'Password').value = 'secret-1';
    byLabel(container, 'Remember').checked = true;
    act(() => {
      root = hydrateRoot(container, <SignIn />);
    });
    expect(byLabel(container, 'Email').value).toBe('ana@university.edu');
    act(() => container.querySelector('form')!.requestSubmit());
    expect(sent).toEqual([{ email: 'ana@university.edu', password: 'secret-1', remember: true }]);
  });

  it('leaves the state alone when nothing was typed', () => {
    act(() => {
      root = hydrateRoot(container, <SignIn />);
    });
    act(() => container.querySelector('form')!.requestSubmit());
    expect(sent).toEqual([{ email: '', password: '', remember: false }]);
  });
});

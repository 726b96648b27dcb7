import { act, useRef, useState } from 'react';
import { prerendered } from '../testing/prerendered';
import { captureEarlySubmits } from './earlySubmit';
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
  let page: ReturnType<typeof prerendered>;
  beforeEach(() => {
    sent.length = 0;
    page = prerendered(<SignIn />);
  });
  afterEach(() => page.unmount());

  it('cannot be sent before its script has taken over, and can be after', async () => {
    expect(page.container.querySelector('button')!.disabled).toBe(true);
    await page.hydrate();
    expect(page.container.querySelector('button')!.disabled).toBe(false);
  });

  it('sends what was typed before hydration, not the empty initial state', async () => {
    byLabel(page.container, 'Email').value = 'ana@university.edu';
    byLabel(page.container, 'Password').value = 'secret-1';
    byLabel(page.container, 'Remember').checked = true;
    await page.hydrate();
    expect(byLabel(page.container, 'Email').value).toBe('ana@university.edu');
    act(() => page.container.querySelector('form')!.requestSubmit());
    expect(sent).toEqual([{ email: 'ana@university.edu', password: 'secret-1', remember: true }]);
  });

  it('leaves the state alone when nothing was typed', async () => {
    await page.hydrate();
    act(() => page.container.querySelector('form')!.requestSubmit());
    expect(sent).toEqual([{ email: '', password: '', remember: false }]);
  });

  describe('an Enter pressed before its script has taken over', () => {
    let stop: () => void;
    beforeEach(() => {
      stop = captureEarlySubmits();
    });
    afterEach(() => stop());

    const pressEnter = (field: HTMLElement) => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

    it('sends the form once, with what was typed, as soon as it has taken over', async () => {
      byLabel(page.container, 'Email').value = 'ana@university.edu';
      byLabel(page.container, 'Password').value = 'secret-1';
      pressEnter(byLabel(page.container, 'Password'));
      expect(sent).toEqual([]);
      await page.hydrate();
      expect(sent).toEqual([{ email: 'ana@university.edu', password: 'secret-1', remember: false }]);
      await act(async () => undefined);
      expect(sent).toHaveLength(1);
    });

    it('sends nothing when no Enter was pressed, or another key was', async () => {
      byLabel(page.container, 'Email').value = 'ana@university.edu';
      byLabel(page.container, 'Email').dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      await page.hydrate();
      expect(sent).toEqual([]);
    });

    it('leaves an Enter after it has taken over to the form itself', async () => {
      await page.hydrate();
      const button = page.container.querySelector('button')!;
      button.disabled = true; // as while the form is being sent
      pressEnter(byLabel(page.container, 'Email'));
      await act(async () => undefined);
      expect(sent).toEqual([]);
    });
  });
});

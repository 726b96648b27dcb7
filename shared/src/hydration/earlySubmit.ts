/**
 * An Enter pressed in a prerendered form before its script attached (docs/architecture.md, "Prerendered public pages").
 *
 * Until the page hydrates, a prerendered form's submit button is disabled (useHydrated: sent natively, the form would
 * put the password in the URL). The browser then ignores Enter in its fields, so a keyboard member who types fast gets
 * nothing at all. The shell's start script, which runs long before the app, notes each form whose Enter was so ignored; the
 * form's first effect after hydration (useEarlyInput) takes the note and sends the form with what was typed.
 *
 * The shell's start script and the app each bundle this file (it runs before the shared singletons exist): the notes
 * live on the window under one registered symbol, so both copies see the same ones.
 */
interface EarlySubmits {
  /** Forms whose Enter was ignored while their submit button was disabled, not yet taken. */
  pending: WeakSet<HTMLFormElement>;
  /** Forms whose script has attached: from then on an Enter is theirs to handle. */
  claimed: WeakSet<HTMLFormElement>;
}

const KEY = Symbol.for('chapter.earlySubmits');
type Holder = { [KEY]?: EarlySubmits };

function notes(): EarlySubmits {
  const holder = globalThis as Holder;
  holder[KEY] ??= { pending: new WeakSet(), claimed: new WeakSet() };
  return holder[KEY];
}

/** The button an Enter in the form would press: its first submit button (HTML's "default button"). */
function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | undefined {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLButtonElement && element.type === 'submit') return element;
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image')) return element;
  }
  return undefined;
}

/** Enter in a field (not on a button, not in a text area, not while composing text) asks the form to be sent. */
const NOT_FIELDS = new Set(['button', 'submit', 'reset', 'image', 'file']);

function noteIgnoredEnter(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || NOT_FIELDS.has(field.type)) return;
  const form = field.form;
  if (!form) return;
  const { pending, claimed } = notes();
  if (claimed.has(form) || !defaultButton(form)?.disabled) return;
  // Nothing is prevented: with its default button disabled, the browser does nothing with this Enter anyway.
  pending.add(form);
}

let capturing = false;

/** Called once by the shell's start script on a prerendered page: from then on an ignored Enter is remembered (until stopped). */
export function captureEarlySubmits(target: Document = document): () => void {
  if (capturing) return () => undefined;
  capturing = true;
  target.addEventListener('keydown', noteIgnoredEnter, true);
  return () => {
    target.removeEventListener('keydown', noteIgnoredEnter, true);
    capturing = false;
  };
}

/**
 * Called by a form's first effect in the browser: whether an Enter was ignored before it attached (the note is taken).
 * From then on the form handles its own Enter; a later one is never noted for it.
 */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  const { pending, claimed } = notes();
  claimed.add(form);
  const asked = pending.has(form);
  pending.delete(form);
  return asked;
}

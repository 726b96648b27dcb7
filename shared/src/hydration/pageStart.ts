/**
 * How a prerendered visitor page starts its app (docs/architecture.md, "Prerendered public pages"): what the shell's
 * entry runs before the app exists.
 *
 * A prerendered page is drawn and readable without any script; the app (React, the router, the remote, hydration) is
 * seconds of a phone's main thread. A page that shows the same to every visitor starts it when the visitor first acts
 * on the page (a pointer, a touch, a key, a focus, a scroll), so a visitor who only reads never pays for it. What is
 * done before the app attaches is kept: typing (useEarlyInput), an Enter in a form (earlySubmit.ts) and a click on a
 * button (below), which the app performs once it has attached.
 *
 * The shell's start script and the app each bundle this file (it runs before the shared singletons exist): the
 * clicks live on the window under one registered symbol, so both copies see the same ones.
 */
export { captureEarlySubmits } from './earlySubmit';

/** What a visitor does that starts the app. */
const ACTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/** Calls `start` once, on the visitor's first act on the page. */
export function whenVisitorActs(start: () => void, target: Window = window): void {
  const act = () => {
    for (const type of ACTS) target.removeEventListener(type, act, true);
    start();
  };
  for (const type of ACTS) target.addEventListener(type, act, { capture: true, passive: true });
}

/**
 * Calls `start` once, on a member's first act on their page (as whenVisitorActs), or when what it shows may have
 * changed and only the app can tell: the browser goes offline (the app says since when its figures are), or the page
 * is shown again after being hidden (the app reads again what is out of date). Answers the same once-only start, for
 * what else starts it (the live stream's first event, the shell's liveWake.ts).
 */
export function whenMemberActs(start: () => void, target: Window = window): () => void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    target.removeEventListener('offline', once);
    target.document.removeEventListener('visibilitychange', onVisibility);
    start();
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') once();
  };
  whenVisitorActs(once, target);
  target.addEventListener('offline', once);
  target.document.addEventListener('visibilitychange', onVisibility);
  return once;
}

interface EarlyClicks {
  /** Buttons clicked before the app attached, in order. */
  clicked: HTMLElement[];
  stop?: () => void;
}

const KEY = Symbol.for('chapter.earlyClicks');
type Holder = { [KEY]?: EarlyClicks };

/** A button's own click does nothing without the app (a link or a form's submit works without it, and is left alone). */
const BUTTONS = 'button:not([type="submit"]):not([type="reset"]), [role="button"]:not(a)';

/** Remembers each click on a button inside `root` until the app has attached (replayEarlyClicks). */
export function captureEarlyClicks(root: HTMLElement): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  const clicks: EarlyClicks = { clicked: [] };
  const note = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTONS) : null;
    if (button && root.contains(button) && !button.matches(':disabled')) clicks.clicked.push(button);
  };
  root.ownerDocument.addEventListener('click', note, true);
  clicks.stop = () => root.ownerDocument.removeEventListener('click', note, true);
  holder[KEY] = clicks;
}

/**
 * Called once the app has attached to the page: clicks the buttons clicked before (those still on the page), as the
 * visitor did. From then on a click is the app's own.
 */
export function replayEarlyClicks(): void {
  const holder = globalThis as Holder;
  const clicks = holder[KEY];
  if (!clicks) return;
  clicks.stop?.();
  holder[KEY] = { clicked: [] };
  for (const button of clicks.clicked) if (button.isConnected) button.click();
}

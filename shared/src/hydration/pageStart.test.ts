import { captureEarlyClicks, replayEarlyClicks, whenMemberActs, whenVisitorActs } from './pageStart';

describe("the app starts on the visitor's first act", () => {
  // jsdom has no PointerEvent: the type is what the listener is for.
  test.each([
    ['a pointer pressed', () => new MouseEvent('pointerdown', { bubbles: true })],
    ['a pointer moved', () => new MouseEvent('pointermove', { bubbles: true })],
    ['a key', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ['a focus', () => new FocusEvent('focusin', { bubbles: true })],
    ['a touch', () => new Event('touchstart', { bubbles: true })],
    ['a scroll', () => new Event('scroll')],
  ])('%s starts it, once', (_, event) => {
    const start = jest.fn();
    whenVisitorActs(start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(event());
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('nothing else starts it', () => {
    const start = jest.fn();
    whenVisitorActs(start);
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe("a member's drawn page starts its app on their first act, or when only the app can tell what changed", () => {
  const visibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => visibility('visible'));

  test('an act starts it, once', () => {
    const start = jest.fn();
    whenMemberActs(start);
    document.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    window.dispatchEvent(new Event('offline'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('the browser going offline starts it (the app tells since when its figures are)', () => {
    const start = jest.fn();
    whenMemberActs(start);
    window.dispatchEvent(new Event('offline'));
    document.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('the page shown again after being hidden starts it; hiding it does not', () => {
    const start = jest.fn();
    whenMemberActs(start);
    visibility('hidden');
    expect(start).not.toHaveBeenCalled();
    visibility('visible');
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('what else starts it (a live event) starts it once, and an act after it nothing more', () => {
    const start = jest.fn();
    const startNow = whenMemberActs(start);
    startNow();
    startNow();
    document.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a page only loaded and looked at does not start it', () => {
    const start = jest.fn();
    whenMemberActs(start);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('online'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('a click on a button before the app attaches', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = `
      <button type="button" id="menu">Menu</button>
      <button type="button" id="off" disabled>Off</button>
      <form><button type="submit" id="send">Send</button></form>
      <a href="#main" id="link" role="button">Skip</a>`;
    document.body.append(root);
  });
  afterEach(() => {
    replayEarlyClicks();
    root.remove();
  });

  const click = (id: string) => (root.querySelector(`#${id}`) as HTMLElement).click();

  test('is performed again once the app has attached, in order; a link, a submit or a disabled button is left alone', () => {
    captureEarlyClicks(root);
    click('menu');
    click('send');
    click('link');
    click('off');
    click('menu');
    // The app attaches: from now on it hears the clicks.
    const heard: string[] = [];
    root.addEventListener('click', (event) => heard.push((event.target as HTMLElement).id));
    replayEarlyClicks();
    expect(heard).toEqual(['menu', 'menu']);
    // A click after that is the app's own: heard once, never again.
    click('menu');
    replayEarlyClicks();
    expect(heard).toEqual(['menu', 'menu', 'menu']);
  });

  test('a button no longer on the page is not clicked', () => {
    captureEarlyClicks(root);
    click('menu');
    const heard = jest.fn();
    const menu = root.querySelector('#menu')!;
    menu.addEventListener('click', heard);
    menu.remove();
    replayEarlyClicks();
    expect(heard).not.toHaveBeenCalled();
  });
});

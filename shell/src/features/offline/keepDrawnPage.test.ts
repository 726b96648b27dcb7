import { drawnKey, parseDrawnAnswers } from '@chapter/shared/cacheStore';
import { ANSWERS_BLOCK_ID } from '@chapter/shared/constants';
import { keepDrawnPageWhenIdle } from './keepDrawnPage';

// A member's page the server drew and the member only read keeps its answers for offline (docs/offline.md).

const ANSWERS = { 'GET /user/get-potd': { data: { title: 'Two Sum' } }, etags: {} };

function drawnPage(member: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-member="${member}"></div><script type="application/json" id="${ANSWERS_BLOCK_ID}">${JSON.stringify(ANSWERS)}</script>`;
  window.history.replaceState({}, '', '/dashboard');
  return document.getElementById('root')!;
}

/** An in-memory device store: what was written, by key. */
function memoryStore() {
  const items = new Map<string, string>();
  return { items, write: async (key: string, value: string) => void items.set(key, value) };
}

/** The browser idle once the page has loaded: whenIdle's fallback without requestIdleCallback is a second's timer. */
async function idle(): Promise<void> {
  jest.advanceTimersByTime(1_000);
  jest.useRealTimers();
  await new Promise((done) => setTimeout(done, 0));
}

const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['performance'] });
beforeEach(fakeTimers);
afterEach(() => jest.useRealTimers());

test("the page's answers are kept for its member once the browser is idle, as drawn, dated at the navigation", async () => {
  const { items, write } = memoryStore();
  keepDrawnPageWhenIdle({ root: drawnPage('u7'), appStarted: () => false, storedMember: () => 'u7', write });
  expect(items.size).toBe(0); // nothing before the browser is idle
  await idle();
  expect([...items.keys()]).toEqual([drawnKey('u7', '/dashboard')]);
  expect(parseDrawnAnswers(items.get(drawnKey('u7', '/dashboard')))).toEqual({
    at: Math.round(performance.timeOrigin),
    buster: 'dev',
    path: '/dashboard',
    answers: ANSWERS,
  });
});

test('nothing is kept once the app has started, nor when the stored session names someone else or nobody', async () => {
  for (const [stored, started] of [
    ['u7', true],
    ['u8', false],
    [undefined, false],
  ] as const) {
    fakeTimers();
    const { items, write } = memoryStore();
    keepDrawnPageWhenIdle({ root: drawnPage('u7'), appStarted: () => started, storedMember: () => stored, write });
    await idle();
    expect(items.size).toBe(0);
  }
});

test('a store that cannot be opened or written is no error: the page stays as drawn', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const page = { root: drawnPage('u7'), appStarted: () => false, storedMember: () => 'u7' };
  keepDrawnPageWhenIdle({ ...page, write: () => Promise.reject(new Error('QuotaExceededError')) });
  const opening = jest.fn(() => {
    throw new ReferenceError('indexedDB is not defined');
  });
  keepDrawnPageWhenIdle({ ...page, write: opening });
  await idle();
  await new Promise((done) => setTimeout(done, 10));
  process.off('unhandledRejection', unhandled);
  expect(opening).toHaveBeenCalled();
  expect(unhandled).not.toHaveBeenCalled();
});

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  preloadRemote: jest.fn(),
}));

import { preloadRemote } from '@module-federation/enhanced/runtime';
import { INITIAL_SESSION, queryClient, session$ } from '@chapter/shared';
import { fakeApi } from '@chapter/shared/testing';
import { preloadOnIntent } from './preload';

const preload = preloadRemote as jest.Mock;
const listed = {
  mfe_leaderboard: '/remotes/mfe-leaderboard/1/mf-manifest.json',
  mfe_learning: '/remotes/mfe-learning/1/mf-manifest.json',
  mfe_dashboard: '/remotes/mfe-dashboard/1/mf-manifest.json',
  mfe_public: '/remotes/mfe-public/1/mf-manifest.json',
};

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>label</span>';
  document.body.append(anchor);
  return anchor;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloadedNames = () => preload.mock.calls.map(([remotes]) => (remotes as Array<{ nameOrAlias: string }>)[0].nameOrAlias);

let stop: () => void = () => undefined;
beforeEach(() => {
  preload.mockReset().mockResolvedValue(undefined);
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => listed })) as unknown as typeof fetch;
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

test('hovering or focusing a link to another area downloads that area once; nothing is downloaded before', async () => {
  stop = preloadOnIntent(() => 'mfe_dashboard');
  const board = link('/leaderboard/overall');
  const practice = link('/practice');
  await flush();
  expect(preload).not.toHaveBeenCalled();

  board.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  board.dispatchEvent(new Event('pointerover', { bubbles: true }));
  practice.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await flush();
  expect(preloadedNames()).toEqual(['mfe_leaderboard', 'mfe_learning']);
  expect(preload.mock.calls[0][0]).toEqual([{ nameOrAlias: 'mfe_leaderboard', exposes: ['./App'], resourceCategory: 'sync' }]);
});

test('a click on a link never hovered or focused (a script) downloads its area before the move is drawn', async () => {
  stop = preloadOnIntent(() => 'mfe_dashboard');
  const about = link('/about');
  about.addEventListener('click', (event) => event.preventDefault()); // as the router does
  about.click();
  await flush();
  expect(preloadedNames()).toEqual(['mfe_public']);
});

test('links to the current area, to other sites and to nowhere download nothing; stopping ends the listening', async () => {
  stop = preloadOnIntent(() => 'mfe_dashboard');
  link('/dashboard').dispatchEvent(new Event('pointerover', { bubbles: true }));
  link('https://codeforces.com/profile/tourist').dispatchEvent(new Event('pointerover', { bubbles: true }));
  link('/no/such/page').dispatchEvent(new Event('touchstart', { bubbles: true }));
  stop();
  link('/admin/users').dispatchEvent(new Event('pointerover', { bubbles: true }));
  await flush();
  expect(preload).not.toHaveBeenCalled();
});

test("a signed-in member's intent also starts the page's first reads, once while they are fresh", async () => {
  const { calls } = fakeApi({
    'POST /user/get-leaderboard-data': { status: 200, body: { message: 'ok', data: [] } },
    'GET /notifications/unread-count': { status: 200, body: { message: 'ok', unread: 2 } },
  });
  session$.next({ status: 'authenticated', token: 'tok', role: 'MEMBER', userId: 'u1' });
  try {
    stop = preloadOnIntent(() => 'mfe_dashboard');
    const board = link('/leaderboard/overall');
    board.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    board.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    // The page's own read and the frame's (the bell's count), each once.
    expect(calls.map((call) => [call.key, call.data])).toEqual([
      ['POST /user/get-leaderboard-data', { page: 1, limit: 20, search: '' }],
      ['GET /notifications/unread-count', null],
    ]);
  } finally {
    session$.next(INITIAL_SESSION);
    queryClient.clear();
  }
});

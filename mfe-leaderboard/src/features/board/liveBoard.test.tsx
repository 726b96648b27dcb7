import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { publishLiveEvent } from '@chapter/shared';
import { fakeApi, mockMatchMedia, renderAt, signInAs } from '@chapter/shared/testing';
import type { LeaderboardRow } from '@chapter/shared/types';
import LeaderboardApp from '../../App';
import { aRow, boardPage } from '../../test/fixtures';
import { boardChangeSummary } from './boardChanges';

const OVERALL = 'POST /user/get-leaderboard-data';

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('hidden'));
/** Each row's member, as a sighted reader sees the name (the decorative initials left out). */
const names = () =>
  bodyRows().map((row) => {
    const link = within(row).getByRole('link').cloneNode(true) as HTMLElement;
    link.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
    return link.textContent;
  });
const member = (id: string, name: string, currentRank: number, points: number) => aRow({ _id: id, name, currentRank, points });

/** A board the test changes: each read answers the rows as they are now, ranked by points. */
function liveBoard(initial: LeaderboardRow[]) {
  let current = initial;
  const api = fakeApi({ [OVERALL]: () => ({ status: 200, body: boardPage(current) }) });
  const reads = () => api.calls.filter((call) => call.key === OVERALL).length;
  const set = (points: Record<string, number>) => {
    current = current
      .map((row) => ({ ...row, points: points[row._id] ?? row.points }))
      .sort((a, b) => b.points - a.points)
      .map((row, index) => ({ ...row, currentRank: index + 1 }));
  };
  return { reads, set };
}

/** The events a points change sends: the member's points, then the boards' new version. */
function pointsLanded(userId: string, total: number) {
  act(() => {
    publishLiveEvent({ type: 'points', userId, name: 'x', delta: 1, total, rank: null, items: [] });
    publishLiveEvent({ type: 'board', version: String(total) });
  });
}

const announcer = () =>
  screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite' && region.getAttribute('aria-atomic') === 'true')!;

let restoreMedia: () => void = () => undefined;
beforeEach(() => signInAs('MEMBER'));
afterEach(() => {
  restoreMedia();
  act(() => toast.remove());
});

test('points landing move the row on the open board, without a reload or a loading state, and one polite sentence says so', async () => {
  const board = liveBoard([member('a', 'Asha Rao', 1, 120), member('b', 'Ben Lee', 2, 100), member('c', 'Chen Wu', 3, 90)]);
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await screen.findByRole('table');
  expect(names()).toEqual(['Asha Rao', 'Ben Lee', 'Chen Wu']);
  const chenRow = bodyRows()[2];
  expect(announcer()).toBeEmptyDOMElement();

  board.set({ c: 130 });
  pointsLanded('c', 130);
  await waitFor(() => expect(names()).toEqual(['Chen Wu', 'Asha Rao', 'Ben Lee']));
  // The same row (keyed by the member) moved up: not a new one drawn in its place.
  expect(bodyRows()[0]).toBe(chenRow);
  expect(within(chenRow).getAllByRole('cell')[0]).toHaveTextContent('1');
  expect(announcer()).toHaveTextContent('Leaderboard updated: Chen Wu moved to 1st.');
  expect(screen.queryByText('Loading leaderboard...')).not.toBeInTheDocument();
  // Two events, one read.
  expect(board.reads()).toBe(2);
});

test('a change for many members is one summary, not one announcement each', async () => {
  const board = liveBoard([member('a', 'Asha Rao', 1, 120), member('b', 'Ben Lee', 2, 100), member('c', 'Chen Wu', 3, 90), member('d', 'Dev Shah', 4, 80)]);
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await screen.findByRole('table');
  board.set({ a: 121, b: 101, c: 95, d: 99 });
  for (const id of ['a', 'b', 'c', 'd']) pointsLanded(id, 0);
  await waitFor(() => expect(announcer()).toHaveTextContent("Leaderboard updated: 4 members' points changed."));
  expect(names()).toEqual(['Asha Rao', 'Ben Lee', 'Dev Shah', 'Chen Wu']);
});

describe('the move is animated unless the reader asked for reduced motion', () => {
  let offsetTop: PropertyDescriptor | undefined;
  beforeAll(() => {
    offsetTop = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop');
    // jsdom lays nothing out: a row's place is its index among the rows, 50 px each.
    Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'TR' && this.parentElement ? [...this.parentElement.children].indexOf(this) * 50 : 0;
      },
    });
  });
  afterAll(() => {
    if (offsetTop) Object.defineProperty(HTMLElement.prototype, 'offsetTop', offsetTop);
  });

  async function moveChenUp() {
    const board = liveBoard([member('a', 'Asha Rao', 1, 120), member('b', 'Ben Lee', 2, 100), member('c', 'Chen Wu', 3, 90)]);
    renderAt('/leaderboard/overall', <LeaderboardApp />);
    await screen.findByRole('table');
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    board.set({ c: 130 });
    pointsLanded('c', 130);
    await waitFor(() => expect(names()[0]).toBe('Chen Wu'));
    return { chen: bodyRows()[0]!, asha: bodyRows()[1]!, frames };
  }

  afterEach(() => jest.restoreAllMocks());

  test('rows start from their old places and slide to the new ones in 300 ms', async () => {
    const { chen, asha, frames } = await moveChenUp();
    // Each member has a row and a (hidden) details row: Chen came from the 5th table row to the 1st, Asha went down by two.
    expect(chen.style.transform).toBe('translateY(200px)');
    expect(asha.style.transform).toBe('translateY(-100px)');
    act(() => frames.forEach((frame) => frame(0)));
    expect(chen.style.transform).toBe('');
    expect(chen.style.transition).toBe('transform 300ms ease-out');
  });

  test('with reduced motion the rows just take their new places', async () => {
    restoreMedia = mockMatchMedia(true);
    const { chen, frames } = await moveChenUp();
    expect(chen.style.transform).toBe('');
    expect(chen.style.transition).toBe('');
    expect(frames).toHaveLength(0);
  });
});

describe('the summary sentence', () => {
  const before = [member('a', 'Asha Rao', 1, 120), member('b', 'Ben Lee', 2, 100), member('c', 'Chen Wu', 3, 90)];

  test('one member whose points changed is named, with their new place or points', () => {
    expect(boardChangeSummary(before, [member('b', 'Ben Lee', 1, 125), member('a', 'Asha Rao', 2, 120), member('c', 'Chen Wu', 3, 90)], true)).toBe(
      'Leaderboard updated: Ben Lee moved to 1st.',
    );
    expect(boardChangeSummary(before, [member('a', 'Asha Rao', 1, 120), member('b', 'Ben Lee', 2, 101), member('c', 'Chen Wu', 3, 90)], true)).toBe(
      'Leaderboard updated: Ben Lee now has 101 points.',
    );
  });

  test('nothing a reader can see changed, nothing is said', () => {
    expect(boardChangeSummary(before, before, true)).toBeNull();
  });

  test('a platform board counts moves, not points', () => {
    const after = [member('c', 'Chen Wu', 1, 90), member('b', 'Ben Lee', 2, 100), member('a', 'Asha Rao', 3, 120)];
    expect(boardChangeSummary(before, after, false)).toBe('Leaderboard updated: 2 members moved.');
    expect(boardChangeSummary(before, [member('a', 'Asha Rao', 1, 150), ...before.slice(1)], false)).toBeNull();
  });

  test('a member new on the page moved onto it', () => {
    const after = [member('d', 'Dev Shah', 1, 200), member('a', 'Asha Rao', 2, 120), member('b', 'Ben Lee', 3, 100)];
    expect(boardChangeSummary(before, after, true)).toBe('Leaderboard updated: 3 members moved.');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageWindow } from './paging';

/** The rows a window selects, as positions in the newest-first list. */
const positions = (total: number, page: number, limit: number): number[] => {
  const window = pageWindow(total, page, limit);
  if (!window) return [];
  const fromStart = Array.from({ length: window.take }, (_, i) => window.offset + i);
  return window.reversed ? fromStart.map((i) => total - 1 - i).sort((a, b) => a - b) : fromStart;
};

describe('pageWindow', () => {
  it('selects exactly the rows of each page, reading late pages from the oldest end', () => {
    for (const total of [0, 1, 9, 10, 11, 25, 10_000]) {
      for (const limit of [1, 3, 10]) {
        const pages = Math.ceil(total / limit) + 1;
        for (let page = 1; page <= Math.min(pages, 60); page++) {
          const expected = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => (page - 1) * limit + i);
          assert.deepEqual(positions(total, page, limit), expected, `${total}/${page}/${limit}`);
        }
      }
    }
  });

  it('never skips more than half the list', () => {
    assert.deepEqual(pageWindow(10_000, 900, 10), { offset: 1000, take: 10, reversed: true });
    assert.deepEqual(pageWindow(10_000, 1, 10), { offset: 0, take: 10, reversed: false });
    assert.equal(pageWindow(10_000, 1001, 10), null);
  });
});

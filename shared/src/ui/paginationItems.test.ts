import { paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('shows nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page up to 7', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('8 pages: first, last, current ±1 and ellipses', () => {
    expect(paginationItems(1, 8)).toEqual([1, 2, 'ellipsis', 8]);
    expect(paginationItems(2, 8)).toEqual([1, 2, 3, 'ellipsis', 8]);
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationItems(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(paginationItems(8, 8)).toEqual([1, 'ellipsis', 7, 8]);
  });

  it('20 pages at the start, middle and end', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 'ellipsis', 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationItems(18, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis', 19, 20]);
  });

  it('fills a one-page gap with the page rather than an ellipsis', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
  });

  it('never repeats a page and always includes first, current and last', () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const numbers = paginationItems(page, total).filter((item): item is number => item !== 'ellipsis');
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers).toEqual(expect.arrayContaining([1, page, total]));
      }
    }
  });
});

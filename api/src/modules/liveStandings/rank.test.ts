import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withChapterRanks } from './rank';

describe('the chapter rank in a running contest', () => {
  it('orders by solved, then penalty, then platform rank; equal results share a place and the next counts them all', () => {
    const ranked = withChapterRanks([
      { who: 'slow', solved: 3, penalty: 90, platformRank: 700 },
      { who: 'none', solved: 0, penalty: 0, platformRank: 9000 },
      { who: 'fast', solved: 3, penalty: 40, platformRank: 300 },
      { who: 'tie-a', solved: 2, penalty: 20, platformRank: 1500 },
      { who: 'tie-b', solved: 2, penalty: 20, platformRank: 1500 },
      { who: 'after', solved: 2, penalty: 20, platformRank: 1600 },
    ]);
    assert.deepEqual(
      ranked.map((row) => [row.chapterRank, row.who]),
      [
        [1, 'fast'],
        [2, 'slow'],
        [3, 'tie-a'],
        [3, 'tie-b'],
        [5, 'after'],
        [6, 'none'],
      ],
    );
  });

  it('a Codeforces round scored by points (penalty 0 for all) is told apart by the platform rank; a missing figure comes last', () => {
    const ranked = withChapterRanks([
      { who: 'unranked', solved: 2, penalty: 0, platformRank: null },
      { who: 'behind', solved: 2, penalty: 0, platformRank: 812 },
      { who: 'ahead', solved: 2, penalty: 0, platformRank: 95 },
      { who: 'no-penalty', solved: 2, penalty: null, platformRank: 1 },
    ]);
    assert.deepEqual(
      ranked.map((row) => [row.chapterRank, row.who]),
      [
        [1, 'ahead'],
        [2, 'behind'],
        [3, 'unranked'],
        [4, 'no-penalty'],
      ],
    );
    assert.deepEqual(withChapterRanks([]), []);
  });
});

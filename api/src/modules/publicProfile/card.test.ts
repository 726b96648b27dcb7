import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { achievementWords, fitText } from './card';
import { CardCache, cardKey, holdsCard } from './cardCache';

describe('share card text', () => {
  it('keeps a short name and shortens a long one with an ellipsis', () => {
    assert.equal(fitText('Asha Rao', 700, 60, true), 'Asha Rao');
    const long = fitText('Aishwarya Venkataraman Subramaniam-Krishnamurthy', 700, 60, true);
    assert.ok(long.endsWith('…') && long.length < 30, long);
    assert.ok(fitText('W'.repeat(40), 700, 60, true).length < fitText('i'.repeat(40), 700, 60, true).length);
  });

  it('words each achievement with its month', () => {
    assert.equal(achievementWords({ type: 'silver', month: '2026-10', value: 120 }).title, '2nd in October 2026');
    assert.equal(achievementWords({ type: 'gold', month: '2026-01', value: 1 }).title, '1st in January 2026');
    assert.deepEqual(achievementWords({ type: 'dailyActiveStreak', month: '2026-09', value: 12 }), {
      title: '12-day active streak',
      when: 'in September 2026',
      mark: '12d',
    });
    assert.equal(achievementWords({ type: 'maxAvgPerDay', month: '2026-09', value: 3.5 }).title, '3.5 problems a day');
  });
});

describe('the card cache', () => {
  it('renders a card once per content, and drops the least recently used past its bounds', async () => {
    const cache = new CardCache(2, 100);
    let renders = 0;
    const render = (size: number) => async () => (renders++, Buffer.alloc(size));
    await cache.card('a', render(10));
    await cache.card('a', render(10));
    assert.equal(renders, 1);
    await cache.card('b', render(10));
    await cache.card('a', render(10)); // a is now the latest used
    await cache.card('c', render(10)); // past 2 cards: b leaves
    assert.equal(cache.get('b'), undefined);
    assert.ok(cache.get('a') && cache.get('c'));
    await cache.card('d', render(95)); // past 100 bytes: all older ones leave
    assert.equal(cache.size, 1);
    cache.set('huge', Buffer.alloc(101));
    assert.equal(cache.get('huge'), undefined);
  });

  it('keys by content and the picture, and reads If-None-Match lists', () => {
    assert.equal(cardKey('<svg/>'), cardKey('<svg/>'));
    assert.notEqual(cardKey('<svg/>'), cardKey('<svg/>', '/api/v1/files/pictures/x.webp'));
    const key = cardKey('<svg/>');
    assert.ok(holdsCard(`W/"other", "${key}"`, key));
    assert.ok(!holdsCard('"other"', key));
    assert.ok(!holdsCard(undefined, key));
  });
});

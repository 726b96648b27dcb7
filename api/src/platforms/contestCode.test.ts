import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contestCodeFromLink } from './contestCode';

describe('contest code from a link', () => {
  it('reads Codeforces contest ids', () => {
    assert.equal(contestCodeFromLink('Codeforces', 'https://codeforces.com/contest/2000'), '2000');
    assert.equal(contestCodeFromLink('Codeforces', 'https://codeforces.com/contests/2000/standings'), '2000');
    assert.equal(contestCodeFromLink('Codeforces', 'https://codeforces.com/problemset'), null);
    assert.equal(contestCodeFromLink('Codeforces', 'not a link'), null);
  });

  it('reads CodeChef contest codes', () => {
    assert.equal(contestCodeFromLink('CodeChef', 'https://www.codechef.com/START150D'), 'START150D');
    assert.equal(contestCodeFromLink('CodeChef', 'https://www.codechef.com/start150?itm_campaign=x'), 'START150');
    assert.equal(contestCodeFromLink('CodeChef', 'https://www.codechef.com/contests/START150'), 'START150');
    assert.equal(contestCodeFromLink('CodeChef', 'https://www.codechef.com/users/someone'), null);
  });
});

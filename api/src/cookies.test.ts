import assert from 'node:assert/strict';
import { it } from 'node:test';
import { cookieValue } from './cookies';

it("reads one cookie's value from a Cookie header, and no other's", () => {
  assert.equal(cookieValue('a=b; chapter_clock=Europe%2FLondon%20en-GB; c=d', 'chapter_clock'), 'Europe%2FLondon%20en-GB');
  assert.equal(cookieValue('chapter_live=abc=def', 'chapter_live'), 'abc=def');
  assert.equal(cookieValue('first=1;second=2', 'second'), '2');
  assert.equal(cookieValue('a=b', 'chapter_clock'), null);
  assert.equal(cookieValue('xchapter_clock=Europe%2FLondon%20en-GB', 'chapter_clock'), null);
  assert.equal(cookieValue('chapter_clock', 'chapter_clock'), null);
  assert.equal(cookieValue(undefined, 'chapter_clock'), null);
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HttpError } from '../errors';
import { addMonths, daysBetween, monthBounds, monthOf, monthSpan, previousMonth } from './months';
import { monthIn, yesterdayIn } from './zonedTime';

describe('months and days', () => {
  it('moves months across year ends', () => {
    assert.equal(addMonths('2026-11', 1), '2026-12');
    assert.equal(addMonths('2026-12', 1), '2027-01');
    assert.equal(addMonths('2026-01', -1), '2025-12');
    assert.equal(addMonths('2026-02', 13), '2027-03');
    assert.equal(previousMonth('2027-01'), '2026-12');
  });

  it("gives a month's first day and the first day after it", () => {
    assert.deepEqual(monthBounds('2026-12'), ['2026-12-01', '2027-01-01']);
    assert.deepEqual(monthSpan('2025-12', 13), ['2025-12-01', '2027-01-01']);
    assert.equal(monthOf('2026-02-28'), '2026-02');
  });

  it('refuses a month that is not YYYY-MM as bad input', () => {
    for (const month of ['2026-13', '2026-1', 'November']) {
      assert.throws(
        () => monthBounds(month),
        (error: unknown) => error instanceof HttpError && error.statusCode === 400 && error.message === 'Month must look like 2026-11',
      );
    }
  });

  it('counts whole days between calendar days', () => {
    assert.equal(daysBetween('2026-02-28', '2026-03-01'), 1);
    assert.equal(daysBetween('2026-12-31', '2027-01-01'), 1);
    assert.equal(daysBetween('2026-03-05', '2026-03-03'), -2);
  });

  it("takes the month and yesterday from the chapter's zone, not UTC", () => {
    const instant = new Date('2026-05-31T20:00:00Z');
    assert.equal(monthIn(instant, 'UTC'), '2026-05');
    assert.equal(monthIn(instant, 'Asia/Kolkata'), '2026-06');
    assert.equal(yesterdayIn('Asia/Kolkata', instant), '2026-05-31');
    assert.equal(yesterdayIn('UTC', instant), '2026-05-30');
  });
});

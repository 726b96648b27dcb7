import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dateIn, isTimeZone, zonedInstant } from './zonedTime';

describe('zoned time', () => {
  it("turns the chapter's wall-clock date and time into the instant", () => {
    assert.equal(zonedInstant('2026-03-14', '20:00:00', 'Asia/Kolkata').toISOString(), '2026-03-14T14:30:00.000Z');
    assert.equal(zonedInstant('2026-01-10', '09:30:00', 'UTC').toISOString(), '2026-01-10T09:30:00.000Z');
  });

  it('follows daylight-saving changes', () => {
    // Berlin is UTC+1 in winter and UTC+2 from 29 March 2026.
    assert.equal(zonedInstant('2026-03-28', '12:00:00', 'Europe/Berlin').toISOString(), '2026-03-28T11:00:00.000Z');
    assert.equal(zonedInstant('2026-03-29', '12:00:00', 'Europe/Berlin').toISOString(), '2026-03-29T10:00:00.000Z');
  });

  it('gives the calendar day of an instant in the zone', () => {
    const instant = new Date('2026-05-31T20:00:00Z');
    assert.equal(dateIn(instant, 'UTC'), '2026-05-31');
    assert.equal(dateIn(instant, 'Asia/Kolkata'), '2026-06-01');
  });

  it('knows real zone names', () => {
    assert.equal(isTimeZone('Asia/Kolkata'), true);
    assert.equal(isTimeZone('Mars/Olympus'), false);
  });
});

import { clockTime } from '../format/freshness';
import { dateFormat, drawWithClock, localeString, readerDay, sameReaderDay } from './drawnClock';

// 20:30 UTC on 5 November: already 6 November in Kolkata (02:00), still 5 November in New York (15:30).
const AT = new Date('2026-11-05T20:30:00Z');
const KOLKATA = { timeZone: 'Asia/Kolkata', locale: 'en-IN' };
const NEW_YORK = { timeZone: 'America/New_York', locale: 'en-US' };

test("while a page is drawn for a reader, instants are shown in the reader's zone and locale", () => {
  expect(
    drawWithClock(KOLKATA, () => dateFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(AT)),
  ).toBe('6 Nov, 02:00');
  expect(
    drawWithClock(NEW_YORK, () => dateFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(AT)),
  ).toBe('Nov 5, 15:30');
  // A formatter's own locale and zone win: a date without a time is shown in UTC whoever reads it.
  expect(drawWithClock(KOLKATA, () => dateFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(AT))).toBe('5 November');
  expect(drawWithClock(KOLKATA, () => localeString(AT))).toBe(
    new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).format(AT),
  );
});

test("the reader's day, and whether two instants share it, follow the reader's zone", () => {
  const kolkataDay = drawWithClock(KOLKATA, () => readerDay(AT));
  expect([kolkataDay.getFullYear(), kolkataDay.getMonth(), kolkataDay.getDate(), kolkataDay.getHours()]).toEqual([2026, 10, 6, 0]);
  const newYorkDay = drawWithClock(NEW_YORK, () => readerDay(AT));
  expect([newYorkDay.getFullYear(), newYorkDay.getMonth(), newYorkDay.getDate()]).toEqual([2026, 10, 5]);
  const earlier = new Date('2026-11-05T17:00:00Z');
  expect(drawWithClock(KOLKATA, () => sameReaderDay(AT, earlier))).toBe(false);
  expect(drawWithClock(NEW_YORK, () => sameReaderDay(AT, earlier))).toBe(true);
  expect(drawWithClock(KOLKATA, () => clockTime(earlier, AT))).toBe('5 Nov, 10:30 pm');
});

test('outside a drawing, and after one that throws, the runtime’s own clock is the reader’s again', () => {
  const own = () => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(AT);
  expect(() =>
    drawWithClock(KOLKATA, () => {
      throw new Error('render failed');
    }),
  ).toThrow('render failed');
  expect(dateFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(AT)).toBe(own());
  // Nested, the inner clock is the reader's only inside.
  expect(drawWithClock(NEW_YORK, () => `${drawWithClock(KOLKATA, () => clockTime(AT, AT))} / ${clockTime(AT, AT)}`)).toBe('02:00 am / 03:30 PM');
});

test('keeps a bounded number of formatters, however many clocks the pages are drawn in', () => {
  const zones = Intl.supportedValuesOf('timeZone').slice(0, 300);
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  for (const locale of ['en-IN', 'en-GB', 'de-DE'])
    for (const timeZone of zones) drawWithClock({ timeZone, locale }, () => dateFormat(undefined, { hour: '2-digit' }));
  made.mockClear();
  // The most recently used are kept; the oldest were let go and are made again.
  drawWithClock({ timeZone: zones[299]!, locale: 'de-DE' }, () => dateFormat(undefined, { hour: '2-digit' }));
  expect(made).not.toHaveBeenCalled();
  drawWithClock({ timeZone: zones[0]!, locale: 'en-IN' }, () => dateFormat(undefined, { hour: '2-digit' }));
  expect(made).toHaveBeenCalledTimes(1);
  made.mockRestore();
});

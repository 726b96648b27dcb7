import { passingMarksSchema, pointsAmountSchema, warnDaysSchema } from '.';
import { errorsOf } from './testErrors';

describe('admin numbers', () => {
  it('points amount is an integer of at least 1', async () => {
    expect(await errorsOf(pointsAmountSchema, 1)).toEqual([]);
    expect(await errorsOf(pointsAmountSchema, '25')).toEqual([]);
    expect(await errorsOf(pointsAmountSchema, 0)).toEqual(['Points must be at least 1']);
    expect(await errorsOf(pointsAmountSchema, 1.5)).toEqual(['Points must be a whole number']);
    expect(await errorsOf(pointsAmountSchema, 'abc')).toEqual(['Enter a number']);
  });

  it('passing marks are a whole number of 0 or more', async () => {
    expect(await errorsOf(passingMarksSchema, 0)).toEqual([]);
    expect(await errorsOf(passingMarksSchema, 30)).toEqual([]);
    expect(await errorsOf(passingMarksSchema, -1)).toEqual(['Passing marks cannot be negative']);
    expect(await errorsOf(passingMarksSchema, 2.5)).toEqual(['Passing marks must be a whole number']);
  });

  it('warning days are a whole number from 0 (off) to 27', async () => {
    for (const days of [0, 7, 27, '3']) expect(await errorsOf(warnDaysSchema, days)).toEqual([]);
    for (const days of [-1, 28, 2.5]) expect(await errorsOf(warnDaysSchema, days)).toEqual(['Warning days must be a whole number from 0 (off) to 27']);
    expect(await errorsOf(warnDaysSchema, 'soon')).toEqual(['Enter a number of days']);
    expect(await errorsOf(warnDaysSchema, undefined)).toEqual(['Enter a number of days']);
  });
});

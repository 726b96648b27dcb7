import { number, type InferType } from 'yup';
import { MARK_WARNING_DAYS } from '@chapter/contract/constants';

/** Points an admin adds or deducts in one go. */
export const pointsAmountSchema = number()
  .typeError('Enter a number')
  .required('Points are required')
  .integer('Points must be a whole number')
  .min(1, 'Points must be at least 1');

/** The monthly minimum passing mark. */
export const passingMarksSchema = number()
  .typeError('Enter a number')
  .required('Passing marks are required')
  .integer('Passing marks must be a whole number')
  .min(0, 'Passing marks cannot be negative');

/** How many days before the month's last day members below the passing mark are warned; 0 turns the warnings off. */
export const WARN_DAYS_MESSAGE = `Warning days must be a whole number from ${MARK_WARNING_DAYS.min} (off) to ${MARK_WARNING_DAYS.max}`;
export const warnDaysSchema = number()
  .typeError('Enter a number of days')
  .required('Enter a number of days')
  .integer(WARN_DAYS_MESSAGE)
  .min(MARK_WARNING_DAYS.min, WARN_DAYS_MESSAGE)
  .max(MARK_WARNING_DAYS.max, WARN_DAYS_MESSAGE);

export type PointsAmount = InferType<typeof pointsAmountSchema>;
export type PassingMarks = InferType<typeof passingMarksSchema>;

import { number, type InferType } from 'yup';

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

export type PointsAmount = InferType<typeof pointsAmountSchema>;
export type PassingMarks = InferType<typeof passingMarksSchema>;

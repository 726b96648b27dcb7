import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants';
import { emailField } from './email';

const WORD = /\S+/g;

export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

/** Keeps the first `max` words (and the text between them); extra words are ignored, as the form does. */
export const capWords = (text: string, max: number = LIMITS.issueDescriptionWords): string => {
  let count = 0;
  for (const match of text.matchAll(WORD)) {
    count += 1;
    if (count === max) {
      const end = match.index + match[0].length;
      return countWords(text.slice(end)) > 0 ? text.slice(0, end) : text;
    }
  }
  return max <= 0 ? '' : text;
};

export const issueReportSchema = object({
  name: string().trim().required('Name is required'),
  email: emailField(),
  subject: string().trim().required('Subject is required'),
  description: string()
    .trim()
    .required('Description is required')
    .test(
      'word-limit',
      `Description cannot exceed ${LIMITS.issueDescriptionWords} words`,
      (value) => !value || countWords(value) <= LIMITS.issueDescriptionWords,
    ),
});

export type IssueReportValues = InferType<typeof issueReportSchema>;

import { capWords, countWords, issueReportSchema } from '.';
import { errorsOf } from './testErrors';

describe('issue report', () => {
  it('requires every field and a valid email', async () => {
    expect(await errorsOf(issueReportSchema, {})).toEqual(['Name is required', 'Email is required', 'Subject is required', 'Description is required']);
    expect(await errorsOf(issueReportSchema, { name: 'A', email: 'x', subject: 's', description: 'd' })).toEqual(['Invalid email address']);
    expect(await errorsOf(issueReportSchema, { name: 'A', email: 'a@b.co', subject: 's', description: 'It broke' })).toEqual([]);
  });

  it('countWords counts whitespace-separated words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' one  two\nthree\t')).toBe(3);
  });

  it('capWords keeps the first N words and ignores the rest', () => {
    expect(capWords('a b c d', 2)).toBe('a b');
    expect(capWords('a b ', 2)).toBe('a b ');
    expect(capWords('a  b', 5)).toBe('a  b');
    const long = Array.from({ length: 205 }, (_, i) => `w${i}`).join(' ');
    expect(countWords(capWords(long))).toBe(200);
  });

  it('rejects descriptions over 200 words', async () => {
    const description = Array.from({ length: 201 }, () => 'word').join(' ');
    expect(await errorsOf(issueReportSchema, { name: 'A', email: 'a@b.co', subject: 's', description })).toEqual(['Description cannot exceed 200 words']);
  });
});

import { parseAllowedEmails } from '.';

describe('parseAllowedEmails', () => {
  it('trims, drops invalid items and dedupes', () => {
    expect(parseAllowedEmails(' a@uni.edu, bad, ,b@uni.edu,A@uni.edu , c@x ,b@uni.edu')).toEqual(['a@uni.edu', 'b@uni.edu']);
  });

  it('skips addresses already listed', () => {
    expect(parseAllowedEmails('a@uni.edu, b@uni.edu', ['B@uni.edu'])).toEqual(['a@uni.edu']);
  });

  it('returns nothing for empty text', () => {
    expect(parseAllowedEmails('')).toEqual([]);
  });
});

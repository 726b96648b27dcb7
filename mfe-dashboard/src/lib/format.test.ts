import { academicYearLabel, linkedinUrl, rankLabel, roleLabel } from './format';

test.each([
  [1, '1st Year'],
  [2, '2nd Year'],
  [3, '3rd Year'],
  [4, '4th Year'],
  [11, '11th Year'],
  [21, '21st Year'],
])('academic year %i reads %s', (year, label) => {
  expect(academicYearLabel(year)).toBe(label);
});

test.each([
  ['USER', 'User'],
  ['MEMBER', 'Member'],
  ['COREMEMBER', 'Core member'],
  ['VICEPRESIDENT', 'Vice president'],
])('role %s reads %s', (role, label) => {
  expect(roleLabel(role)).toBe(label);
});

test('a missing rank is a dash, a rank its number', () => {
  expect(rankLabel(null)).toBe('—');
  expect(rankLabel(undefined)).toBe('—');
  expect(rankLabel(7)).toBe('7');
});

test('LinkedIn links point at the member page of the username', () => {
  expect(linkedinUrl(' asha-rao ')).toBe('https://www.linkedin.com/in/asha-rao');
});

import { academicYearLabel, roleLabel } from './labels';

test('academic years take their ordinal suffix', () => {
  expect([1, 2, 3, 4].map(academicYearLabel)).toEqual(['1st Year', '2nd Year', '3rd Year', '4th Year']);
  expect(academicYearLabel(11)).toBe('11th Year');
  expect(academicYearLabel(null)).toBe('—');
});

test('roles show in words, first letter capitalised', () => {
  expect(roleLabel('COREMEMBER')).toBe('Core member');
  expect(roleLabel('ADMIN')).toBe('Admin');
});

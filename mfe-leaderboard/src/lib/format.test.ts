import { academicYearLabel, figure, oneDecimal, percent, roleLabel, signed, text } from './format';
import { daysLeftInMonth, daysLeftText } from './monthEnd';

test('academic years get an ordinal suffix', () => {
  expect([1, 2, 3, 4].map(academicYearLabel)).toEqual(['1st Year', '2nd Year', '3rd Year', '4th Year']);
  expect(academicYearLabel(null)).toBe('—');
});

test('roles have their first letter capitalised', () => {
  expect(roleLabel('COREMEMBER')).toBe('Core member');
  expect(roleLabel('MEMBER')).toBe('Member');
});

test('figures are grouped, missing ones are a dash', () => {
  expect(figure(123456)).toBe('123,456');
  expect(figure(0)).toBe('0');
  expect(figure(null)).toBe('—');
  expect(figure(undefined)).toBe('—');
  expect(text('Unrated')).toBe('Unrated');
  expect(text(undefined)).toBe('—');
});

test('stats numbers carry one decimal; rates are rounded percents', () => {
  expect(oneDecimal(47.25)).toBe('47.3');
  expect(oneDecimal(42)).toBe('42.0');
  expect(percent(20, 30)).toBe('67%');
  expect(percent(0, 0)).toBe('0%');
});

test('points gained are signed', () => {
  expect(signed(5)).toBe('+5');
  expect(signed(0)).toBe('0');
  expect(signed(-2)).toBe('-2');
});

test('days left in the month count today', () => {
  expect(daysLeftInMonth(new Date(2025, 10, 22))).toBe(9); // 22 November of 30 days
  expect(daysLeftInMonth(new Date(2024, 1, 1))).toBe(29); // a leap February
  expect(daysLeftInMonth(new Date(2025, 11, 31))).toBe(1);
  expect(daysLeftText(9)).toBe('9 days left this month.');
  expect(daysLeftText(1)).toBe('Today is the last day of the month.');
});

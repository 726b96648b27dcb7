import { describeChange } from './describeChange';

test('names only the fields that changed', () => {
  expect(describeChange({ role: 'MEMBER', name: 'Ann' }, { role: 'COREMEMBER', name: 'Ann' })).toBe('role: MEMBER → COREMEMBER');
});

test('a creation or deletion shows the one side there is', () => {
  expect(describeChange(null, { delta: 5, reason: 'Helped' })).toBe('delta: – → 5; reason: – → Helped');
  expect(describeChange({ email: 'a@b.c' }, null)).toBe('email: a@b.c → –');
  expect(describeChange(null, null)).toBe('–');
  expect(describeChange(3, 4)).toBe('3 → 4');
});

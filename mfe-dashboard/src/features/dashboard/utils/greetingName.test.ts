import { greetingName } from './greetingName';

test.each<[string | null | undefined, string]>([
  ['Asha Rao', 'Asha'],
  ['  Asha   Rao ', 'Asha'],
  ['A. Kumar', 'Kumar'],
  ['A Kumar', 'Kumar'],
  ['S. R. Iyer', 'Iyer'],
  ['Dr. Meera Nair', 'Dr'],
  ['J.Ravi', 'Ravi'],
  ['Ravi.', 'Ravi'],
  ['A. B.', 'User'],
  ['X', 'User'],
  ['', 'User'],
  ['   ', 'User'],
  [null, 'User'],
  [undefined, 'User'],
])('%p is greeted as %p', (name, expected) => {
  expect(greetingName(name)).toBe(expected);
});

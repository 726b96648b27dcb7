import { markdownText } from './markdownText';

test('a card shows the words of a Markdown description without its marks', () => {
  expect(markdownText('# Graphs\n\nArrays **first**, then _strings_ and `maps`.')).toBe('Graphs Arrays first, then strings and maps.');
  expect(markdownText('- [Two Sum](https://leetcode.com/problems/two-sum/)\n- ![chart](x.png) > quoted')).toBe('Two Sum chart > quoted');
  expect(markdownText('snake_case_name and 2 * 3 * 4')).toBe('snake_case_name and 2 * 3 * 4');
});

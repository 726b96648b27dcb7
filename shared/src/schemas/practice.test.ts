import { addProblemSchema, practiceSetSchema, resourceSchema } from '.';
import { errorsOf } from './testErrors';

describe('practice and resource schemas', () => {
  it.each([practiceSetSchema, resourceSchema])('requires title and description', async (schema) => {
    expect(await errorsOf(schema, {})).toEqual(['Title is required', 'Description is required']);
    expect(await errorsOf(schema, { title: 'Graphs', description: 'BFS and DFS' })).toEqual([]);
  });

  it('add problem checks link and difficulty', async () => {
    const good = { title: 'Two Sum', description: 'Classic', link: 'https://leetcode.com/problems/two-sum', difficulty: 'EASY', platform: 'LeetCode' };
    expect(await errorsOf(addProblemSchema, good)).toEqual([]);
    expect(await errorsOf(addProblemSchema, { ...good, difficulty: 'EXTREME' })).toEqual(['Difficulty must be EASY, MEDIUM or HARD']);
    expect(await errorsOf(addProblemSchema, { ...good, link: 'leetcode' })).toEqual(['Enter a valid URL']);
    expect(await errorsOf(addProblemSchema, {})).toEqual(
      expect.arrayContaining(['Title is required', 'Description is required', 'Link is required', 'Difficulty is required']),
    );
  });
});

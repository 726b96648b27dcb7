import { parseTags, roadmapNodeSchema, roadmapSchema } from '.';
import { errorsOf } from './testErrors';

describe('roadmap schemas', () => {
  it('parseTags splits on commas, trims and drops empties', () => {
    expect(parseTags(' react, ,node ,, typescript ')).toEqual(['react', 'node', 'typescript']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ')).toEqual([]);
  });

  it('roadmap needs title and description', async () => {
    expect(await errorsOf(roadmapSchema, {})).toEqual(['Title is required', 'Description is required']);
    expect(await errorsOf(roadmapSchema, { title: 'Frontend', description: 'Web', tags: 'a,b' })).toEqual([]);
  });

  it('node needs id, title, description, a level and at least one complete resource', async () => {
    const good = {
      id: 'n1',
      title: 'Arrays',
      description: 'Basics',
      level: 'Beginner',
      resources: [{ name: 'CP-algorithms', link: 'https://cp-algorithms.com' }],
    };
    expect(await errorsOf(roadmapNodeSchema, good)).toEqual([]);
    expect(await errorsOf(roadmapNodeSchema, { ...good, resources: [] })).toEqual(['Add at least one resource']);
    expect(await errorsOf(roadmapNodeSchema, { ...good, level: 'Guru' })).toEqual(['Choose a level']);
    expect(await errorsOf(roadmapNodeSchema, { ...good, resources: [{ name: '', link: 'nope' }] })).toEqual(['Name is required', 'Enter a valid URL']);
    expect(await errorsOf(roadmapNodeSchema, { resources: [good.resources[0]] })).toEqual([
      'ID is required',
      'Title is required',
      'Description is required',
      'Level is required',
    ]);
  });
});

import { aNode } from '../../../test/fixtures';
import { contentOf, generateNodeId, newNodeValues, nodeFormSchema, valuesOf } from './nodeForm';

const errorsOf = async (values: unknown, otherIds: string[] = []) => {
  try {
    await nodeFormSchema(otherIds).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

test('a new node gets an id from the clock, one empty resource row and the first level', () => {
  expect(generateNodeId(1714031234567)).toBe('node-1714031234567');
  expect(newNodeValues(5)).toEqual({ id: 'node-5', title: '', level: 'Beginner', description: '', resources: [{ name: '', link: '' }] });
});

test('title, description, a known level and at least one complete resource are required', async () => {
  expect(await errorsOf({ ...newNodeValues(1), resources: [] })).toEqual(
    expect.arrayContaining(['Title is required', 'Description is required', 'Add at least one resource']),
  );
  expect(await errorsOf({ id: 'x', title: 'T', description: 'D', level: 'Guru', resources: [{ name: 'Docs', link: 'not a url' }] })).toEqual([
    'Choose a level',
    'Enter a valid URL',
  ]);
  expect(await errorsOf({ id: 'x', title: 'T', description: 'D', level: 'Expert', resources: [{ name: 'Docs', link: 'https://a.dev' }] })).toEqual([]);
});

test('an id another node already has is refused', async () => {
  const values = { id: 'b', title: 'T', description: 'D', level: 'Expert', resources: [{ name: 'Docs', link: 'https://a.dev' }] };
  expect(await errorsOf(values, ['a', 'b'])).toEqual(['Another node already has this ID']);
});

test('editing starts from the node, and the content comes back trimmed', () => {
  const values = valuesOf(aNode('a', ['b']));
  expect(values).toEqual({ id: 'a', title: 'Node a', level: 'Beginner', description: 'About a', resources: [{ name: 'Docs', link: 'https://example.com' }] });
  expect(contentOf({ ...values, title: '  Arrays  ', resources: [{ name: ' MDN ', link: ' https://mdn.dev ' }] }, [])).toEqual({
    ...values,
    title: 'Arrays',
    resources: [{ name: 'MDN', link: 'https://mdn.dev' }],
  });
});

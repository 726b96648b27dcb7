import { inlineFieldSchema, profileFieldSchemas } from '.';
import { errorsOf } from './testErrors';

describe('inline profile fields', () => {
  it('rejects empty and whitespace-only values', async () => {
    expect(await errorsOf(inlineFieldSchema, '')).toEqual(['Field cannot be empty!']);
    expect(await errorsOf(inlineFieldSchema, '   ')).toEqual(['Field cannot be empty!']);
    expect(await errorsOf(profileFieldSchemas.leetcodeUsername, '  ')).toEqual(['Field cannot be empty!']);
    expect(await errorsOf(inlineFieldSchema, 'Asha')).toEqual([]);
  });

  it('caps the bio at 150 characters', async () => {
    expect(await errorsOf(profileFieldSchemas.bio, 'a'.repeat(151))).toEqual(['Bio cannot exceed 150 characters!']);
    expect(await errorsOf(profileFieldSchemas.bio, 'a'.repeat(150))).toEqual([]);
  });

  it('academic year is 1 to 4, as a number', async () => {
    for (const year of [1, 2, 3, 4, '3']) expect(await errorsOf(profileFieldSchemas.academicYear, year)).toEqual([]);
    expect(await errorsOf(profileFieldSchemas.academicYear, 0)).toEqual(['Academic year must be between 1 and 4']);
    expect(await errorsOf(profileFieldSchemas.academicYear, 5)).toEqual(['Academic year must be between 1 and 4']);
    expect(profileFieldSchemas.academicYear.cast('2')).toBe(2);
  });

  it('phone number is 10 digits starting 6-9', async () => {
    expect(await errorsOf(profileFieldSchemas.phoneNumber, '6000000000')).toEqual([]);
    expect(await errorsOf(profileFieldSchemas.phoneNumber, '1234567890')).toEqual(['Enter valid 10-digit phone number']);
    expect(await errorsOf(profileFieldSchemas.phoneNumber, '')).toEqual(['Field cannot be empty!']);
  });
});

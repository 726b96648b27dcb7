import { profilePictureSchema } from '.';
import { errorsOf } from './testErrors';

const MB = 1024 * 1024;

describe('profilePictureSchema', () => {
  it('is optional', async () => {
    expect(await errorsOf(profilePictureSchema, undefined)).toEqual([]);
    expect(await errorsOf(profilePictureSchema, null)).toEqual([]);
  });

  it('accepts a browser File of an allowed type', async () => {
    const file = new File(['x'.repeat(100)], 'me.jpg', { type: 'image/jpeg' });
    expect(await errorsOf(profilePictureSchema, file)).toEqual([]);
  });

  it('accepts a server-side upload described by size and mimetype', async () => {
    expect(await errorsOf(profilePictureSchema, { size: 5 * MB, mimetype: 'image/gif' })).toEqual([]);
  });

  it('rejects files over 5 MB', async () => {
    expect(await errorsOf(profilePictureSchema, { size: 5 * MB + 1, type: 'image/png' })).toEqual(['Profile picture must be less than 5MB']);
  });

  it('rejects other types', async () => {
    expect(await errorsOf(profilePictureSchema, { size: 10, type: 'image/webp' })).toEqual(['Only JPG, PNG and GIF files are allowed']);
    expect(await errorsOf(profilePictureSchema, { size: 10, mimetype: 'application/pdf' })).toEqual(['Only JPG, PNG and GIF files are allowed']);
    expect(await errorsOf(profilePictureSchema, 'not a file')).toEqual(['Only JPG, PNG and GIF files are allowed']);
  });
});

import { announcementSchema, dropIncompleteLinks, toLocalISODate } from '.';
import { errorsOf } from './testErrors';

describe('announcementSchema', () => {
  it('requires title and description', async () => {
    expect(await errorsOf(announcementSchema, { title: '', description: ' ' })).toEqual(['Title is required', 'Description is required']);
  });

  it('defaults the date to today and drops incomplete link rows', async () => {
    const value = await announcementSchema.validate({
      title: 'Contest',
      description: 'Sunday',
      links: [
        { link: 'https://a.io', linkText: 'Join' },
        { link: '', linkText: 'orphan' },
        { link: 'https://b.io', linkText: ' ' },
      ],
    });
    expect(value.date).toBe(toLocalISODate(new Date()));
    expect(value.links).toEqual([{ link: 'https://a.io', linkText: 'Join' }]);
  });

  it('rejects a complete row whose link is not a URL', async () => {
    expect(await errorsOf(announcementSchema, { title: 't', description: 'd', links: [{ link: 'not a url', linkText: 'x' }] })).toEqual(['Enter a valid URL']);
  });

  it('dropIncompleteLinks keeps full rows only', () => {
    expect(dropIncompleteLinks([{ link: 'a', linkText: 'b' }, { link: 'a' }, { linkText: 'b' }])).toEqual([{ link: 'a', linkText: 'b' }]);
  });
});

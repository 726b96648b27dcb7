import { blurPlaceholderSchema, isValidBlurhash } from '.';
import { errorsOf } from './testErrors';

describe('blurPlaceholderSchema', () => {
  it('accepts real blurhashes (4x3 and 1x1 components)', async () => {
    expect(await errorsOf(blurPlaceholderSchema, 'LEHV6nWB2yk8pyo0adR*.7kCMdnj')).toEqual([]);
    expect(isValidBlurhash('00TI:j')).toBe(true);
  });

  it('rejects short strings, wrong lengths and foreign characters', async () => {
    expect(await errorsOf(blurPlaceholderSchema, 'abc')).toEqual(['Blur placeholder must be at least 6 characters']);
    expect(await errorsOf(blurPlaceholderSchema, 'LEHV6nWB2yk8pyo0adR*.7kCMdn')).toEqual(['Blur placeholder does not match its declared size']);
    expect(isValidBlurhash('00TI:j!')).toBe(false);
    expect(isValidBlurhash('00TI j')).toBe(false);
  });
});

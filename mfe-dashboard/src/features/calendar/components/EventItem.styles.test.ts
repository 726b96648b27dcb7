import { contrastRatio, TEXT_CONTRAST } from '@chapter/shared';
import { TYPE_COLOURS } from './EventItem.styles';

test.each(Object.entries(TYPE_COLOURS))('white chip text on the %s colour reaches 4.5:1', (_type, colour) => {
  expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
});

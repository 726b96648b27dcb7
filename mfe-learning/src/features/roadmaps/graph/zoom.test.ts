import { nextZoom } from './zoom';

test('zoom steps by ×1.25 and stays within 0.5–2.5', () => {
  expect(nextZoom(1, 1)).toBe(1.25);
  expect(nextZoom(1.25, -1)).toBe(1);
  expect(nextZoom(2.4, 1)).toBe(2.5);
  expect(nextZoom(0.55, -1)).toBe(0.5);
});

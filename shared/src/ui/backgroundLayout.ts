import { BACKGROUND } from '../constants';

export type BackgroundPattern = 'blocks' | 'grid';
export type BackgroundDensity = keyof typeof BACKGROUND.iconCounts;

/** Platform and language marks drawn as text, so the layer needs no image files. */
export const BACKGROUND_GLYPHS = ['LC', 'CC', 'CF', 'GfG', 'JS', 'TS', 'Py', 'C++', 'Java', 'Go', '</>', '{ }'] as const;

export type BackgroundIcon = { glyph: string; left: number; top: number; size: number; rotate: number; colour: string };
export type BackgroundColumn = { blocks: { height: number; colour: string }[] };
export type BackgroundLayout = { icons: BackgroundIcon[]; columns: BackgroundColumn[] };

/** mulberry32: a tiny seeded generator, so server and client (and tests) draw the same picture. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export function backgroundLayout(
  pattern: BackgroundPattern,
  density: BackgroundDensity,
  colours: readonly string[] = BACKGROUND.colours,
  seed = 1,
): BackgroundLayout {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

  const icons = Array.from({ length: BACKGROUND.iconCounts[density] }, () => ({
    glyph: pick(BACKGROUND_GLYPHS),
    left: Math.round(between(0, 95) * 10) / 10,
    top: Math.round(between(0, 95) * 10) / 10,
    size: Math.round(between(18, 40)),
    rotate: Math.round(between(-30, 30)),
    colour: pick(colours),
  }));

  const { min, max } = BACKGROUND.blocksPerColumn;
  const columns =
    pattern === 'blocks'
      ? Array.from({ length: BACKGROUND.blockColumns }, () => ({
          blocks: Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => ({
            height: Math.round(between(24, 72)),
            colour: pick(colours),
          })),
        }))
      : [];

  return { icons, columns };
}

import { NON_TEXT_CONTRAST, TEXT_CONTRAST, contrastRatio, luminance } from './contrast';
import { theme } from './theme';

type Colour = keyof typeof theme.colors;
const c = theme.colors;

// Every way the kit and the apps put one theme colour on another.
const textPairs: Array<[Colour, Colour]> = [
  ...(['text', 'muted', 'primary', 'primaryHover', 'danger', 'warning', 'info', 'success'] as Colour[]).flatMap((fg): Array<[Colour, Colour]> => [
    [fg, 'surface'],
    [fg, 'surfaceAlt'],
  ]),
  ['text', 'primarySoft'],
  ['muted', 'primarySoft'],
  ['primary', 'primarySoft'],
  ['primaryHover', 'primarySoft'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryAlt'],
  ['onPrimary', 'danger'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['danger', 'dangerSoft'],
  ['info', 'infoSoft'],
  ['text', 'successSoft'],
  ['text', 'warningSoft'],
  ['text', 'dangerSoft'],
  ['text', 'infoSoft'],
  ['muted', 'dangerSoft'],
  ['muted', 'warningSoft'],
  ['onMedal', 'medalGold'],
  ['onMedal', 'medalSilver'],
  ['onMedal', 'medalBronze'],
];

const controlPairs: Array<[Colour, Colour]> = [
  ['controlBorder', 'surface'],
  ['controlBorder', 'surfaceAlt'],
  ['focus', 'surface'],
  ['focus', 'surfaceAlt'],
  ['focus', 'primarySoft'],
  ['primary', 'surface'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
];

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is order-independent', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    expect(contrastRatio('#00895e', '#f9fafb')).toBeCloseTo(contrastRatio('#f9fafb', '#00895e'), 10);
  });

  it('matches known ratios (the old brand green failed on the light grey)', () => {
    expect(contrastRatio('#00895e', '#f9fafb')).toBeCloseTo(4.24, 2);
    expect(contrastRatio('#ffffff', '#00895e')).toBeCloseTo(4.43, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('refuses colours it cannot measure', () => {
    expect(() => luminance('rgba(0,0,0,0.5)')).toThrow('Not an opaque hex colour');
  });
});

describe('theme contrast', () => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(controlPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });
});

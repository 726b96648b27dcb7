import type { DailyActivity } from '@chapter/contract';
import { theme } from '@chapter/shared/theme';
import { DAY_MS } from '../../clock';
import { HEAT_MAP_DAYS, heatMapStart } from './service';

/** The heat map's shades, from no solves to many; the page's legend shows the same ones. */
export const HEAT_SHADES = [theme.colors.border, '#b3dfcb', '#66bf99', '#1f9a6e', theme.colors.primary] as const;

const CELL = 11;
const STEP = 14;
const TOP = 18;

/** The shade of a day with `count` solves: 0, 1, 2–3, 4–6, 7 or more. */
export const shadeOf = (count: number) => (count <= 0 ? 0 : count === 1 ? 1 : count <= 3 ? 2 : count <= 6 ? 3 : 4);

const dayAt = (start: string, offset: number) => new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS);

/**
 * The last year's solves as a grid, one column per week (Sunday on top) with the months named above. Decorative for
 * screen readers: the page gives the same in words (the days with solves, and the legend).
 */
export function heatMapSvg(days: DailyActivity[], today: string): { svg: string; activeDays: number; solved: number } {
  const counts = new Map(days.map((day) => [day.date, day.count]));
  const start = heatMapStart(today);
  const lead = dayAt(start, 0).getUTCDay();
  const weeks = Math.ceil((lead + HEAT_MAP_DAYS) / 7);
  const width = weeks * STEP;
  const height = TOP + 7 * STEP;
  const cells: string[] = [];
  const labels: string[] = [];
  let activeDays = 0;
  let solved = 0;
  for (let i = 0; i < HEAT_MAP_DAYS; i++) {
    const date = dayAt(start, i);
    const key = date.toISOString().slice(0, 10);
    const count = counts.get(key) ?? 0;
    if (count > 0) activeDays++;
    solved += Math.max(0, count);
    const slot = lead + i;
    const x = Math.floor(slot / 7) * STEP;
    const y = TOP + (slot % 7) * STEP;
    cells.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="2" fill="${HEAT_SHADES[shadeOf(count)]}"/>`);
    // A month is named above the first week that starts in it.
    if (date.getUTCDate() <= 7 && slot % 7 === 0 && x + 30 <= width) {
      labels.push(`<text x="${x}" y="12">${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}</text>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true" focusable="false"><g font-size="11" fill="${theme.colors.muted}">${labels.join('')}</g>${cells.join('')}</svg>`;
  return { svg, activeDays, solved };
}

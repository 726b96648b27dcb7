import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { color, media, radius } from '@chapter/shared';
import type { DailyActivity } from '@chapter/shared/types';
import { HEAT_BANDS, heatLevel, monthActivity, type HeatLevel } from '../lib/activity';
import { Card, CardTitle } from './Page';

// Greens from empty to busiest; the darkest two carry white text-free cells, so each cell also has a text alternative.
const LEVEL_COLOURS: Record<HeatLevel, string> = { 0: '#eef0f3', 1: '#b7e4cd', 2: '#6cc49b', 3: '#1f9d6b', 4: '#00593d' };
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 40px));
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 4px;
  }
`;

const Weekday = styled.li`
  font-size: 0.75rem;
  text-align: center;
  color: ${color('muted')};
`;

const Cell = styled.li<{ $level: HeatLevel; $future: boolean }>`
  aspect-ratio: 1;
  border-radius: ${radius('sm')};
  background: ${(props) => LEVEL_COLOURS[props.$level]};
  opacity: ${(props) => (props.$future ? 0.45 : 1)};
  border: 1px solid rgba(0, 0, 0, 0.08);

  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 16px 0 0;

  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-size: 0.8125rem;
    color: ${color('muted')};
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 700;
    color: ${color('text')};
  }

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.75rem;
  color: ${color('muted')};

  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const Swatch = styled.span<{ $level: HeatLevel }>`
  width: 12px;
  height: 12px;
  border-radius: 2px;
  background: ${(props) => LEVEL_COLOURS[props.$level]};
  border: 1px solid rgba(0, 0, 0, 0.08);
`;

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const solvedText = (count: number) => `${count} ${count === 1 ? 'problem' : 'problems'} solved`;

export type ActivityHeatMapProps = {
  activity: DailyActivity[];
  /** The card's heading (a compare side names its member). */
  title?: string;
  today?: Date;
};

/**
 * This month's solves day by day in five bands, with the month's figures. Each day is a focusable cell with its date
 * and count as text; arrow keys move between days (a week up or down), Home and End to the month's ends.
 */
export function ActivityHeatMap({ activity, title = 'Monthly Activity', today }: ActivityHeatMapProps) {
  const headingId = useId();
  const month = monthActivity(activity, today);
  const [focused, setFocused] = useState(0);
  const cells = useRef<Array<HTMLLIElement | null>>([]);
  const [year, monthNumber] = month.month.split('-').map(Number);

  const move = (event: KeyboardEvent<HTMLOListElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 };
    let next = focused;
    if (event.key in steps) next = focused + steps[event.key]!;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = month.days.length - 1;
    else return;
    event.preventDefault();
    next = Math.min(month.days.length - 1, Math.max(0, next));
    setFocused(next);
    cells.current[next]?.focus();
  };

  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId}>
        {title} · {monthLabel.format(new Date(year!, monthNumber! - 1, 1))}
      </CardTitle>
      <Grid aria-label={`Problems solved each day of ${monthLabel.format(new Date(year!, monthNumber! - 1, 1))}`} onKeyDown={move}>
        {WEEKDAYS.map((weekday) => (
          <Weekday key={weekday} aria-hidden="true">
            {weekday}
          </Weekday>
        ))}
        {Array.from({ length: month.offset }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" />
        ))}
        {month.days.map((day, index) => {
          const text = `${dayLabel.format(new Date(year!, monthNumber! - 1, day.day))}: ${solvedText(day.count)}`;
          return (
            <Cell
              key={day.date}
              ref={(element) => {
                cells.current[index] = element;
              }}
              $level={heatLevel(day.count)}
              $future={day.future}
              tabIndex={index === focused ? 0 : -1}
              aria-label={text}
              title={text}
              data-date={day.date}
              data-level={heatLevel(day.count)}
              onFocus={() => setFocused(index)}
            />
          );
        })}
      </Grid>
      <Legend aria-label="Legend: problems solved in a day">
        {HEAT_BANDS.map((band) => (
          <li key={band.level}>
            <Swatch $level={band.level} aria-hidden="true" />
            {band.label}
          </li>
        ))}
      </Legend>
      <Figures>
        <div>
          <dt>Max in a day</dt>
          <dd>{month.maxInADay}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{month.total}</dd>
        </div>
        <div>
          <dt>Average per day</dt>
          <dd>{month.averagePerDay}</dd>
        </div>
        <div>
          <dt>Streak</dt>
          <dd>
            {month.streak} {month.streak === 1 ? 'day' : 'days'}
          </dd>
        </div>
      </Figures>
    </Card>
  );
}

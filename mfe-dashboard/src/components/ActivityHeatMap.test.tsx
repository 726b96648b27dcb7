import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@chapter/shared/testing';
import { ActivityHeatMap } from './ActivityHeatMap';

const today = new Date(2026, 10, 10);

test('each day has its date and count as text, in its band; the legend names the bands', () => {
  renderAt(
    '/',
    <ActivityHeatMap
      today={today}
      activity={[
        { date: '2026-11-03', count: 12 },
        { date: '2026-11-04', count: 2 },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Monthly Activity · November 2026' })).toBeInTheDocument();
  expect(screen.getByLabelText('3 November: 12 problems solved')).toHaveAttribute('data-level', '4');
  expect(screen.getByLabelText('4 November: 2 problems solved')).toHaveAttribute('data-level', '1');
  expect(screen.getByLabelText('5 November: 0 problems solved')).toHaveAttribute('data-level', '0');
  expect(screen.getByLabelText('Legend: problems solved in a day')).toHaveTextContent('01-23-56-1010+');
});

test('one cell takes the tab stop; arrows move by a day or a week, Home and End to the ends', async () => {
  const user = userEvent.setup();
  renderAt('/', <ActivityHeatMap today={today} activity={[]} />);
  await user.tab();
  expect(screen.getByLabelText('1 November: 0 problems solved')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByLabelText('2 November: 0 problems solved')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByLabelText('9 November: 0 problems solved')).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByLabelText('30 November: 0 problems solved')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByLabelText('30 November: 0 problems solved')).toHaveFocus();
  act(() => (document.activeElement as HTMLElement).blur());
  await user.tab();
  expect(screen.getByLabelText('30 November: 0 problems solved')).toHaveFocus();
});

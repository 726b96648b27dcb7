import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { formatCountdown, useCountdown } from './useCountdown';

function Countdown({ deadline, onExpire = () => undefined }: { deadline: number | null; onExpire?: () => void }) {
  return <output>{formatCountdown(useCountdown(deadline, onExpire))}</output>;
}

afterEach(() => jest.useRealTimers());

test('renders on the server without a clock (no React error #419)', () => {
  expect(renderToString(<Countdown deadline={null} />)).toBe('<output>0:00</output>');
  expect(renderToString(<Countdown deadline={Date.now() + 60_000} />)).toBe('<output>0:00</output>');
});

test('in the browser it counts down once a second and calls onExpire once at zero', () => {
  jest.useFakeTimers();
  const onExpire = jest.fn();
  render(<Countdown deadline={Date.now() + 2_000} onExpire={onExpire} />);
  expect(screen.getByRole('status')).toHaveTextContent('0:02');
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByRole('status')).toHaveTextContent('0:01');
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByRole('status')).toHaveTextContent('0:00');
  act(() => jest.advanceTimersByTime(3_000));
  expect(onExpire).toHaveBeenCalledTimes(1);
});

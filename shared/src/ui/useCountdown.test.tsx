import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { render, screen } from '@testing-library/react';
import { theme } from '@chapter/shared';
import { prerendered } from '@chapter/shared/testing';
import { ForgotPasswordPage } from '../components/ForgotPasswordPage';
import { formatCountdown, useCountdown } from './useCountdown';

function Countdown({ deadline, onExpire = () => undefined }: { deadline: number | null; onExpire?: () => void }) {
  return <output>{formatCountdown(useCountdown(deadline, onExpire))}</output>;
}

const page = (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={['/auth/forgot-password']}>
      <ForgotPasswordPage />
    </MemoryRouter>
  </ThemeProvider>
);

afterEach(() => jest.useRealTimers());

test('renders on the server without a clock (no React error #419)', () => {
  expect(renderToString(<Countdown deadline={null} />)).toBe('<output>0:00</output>');
  expect(renderToString(<Countdown deadline={Date.now() + 60_000} />)).toBe('<output>0:00</output>');
});

test('the forgot-password page prerenders its e-mail form, not a fallback, and hydrates without a mismatch', async () => {
  const html = renderToString(page);
  expect(html).toContain('Reset your password');
  expect(html).toMatch(/<input[^>]*type="email"/);

  const server = prerendered(page);
  await server.hydrate();
  expect(server.mismatches).toEqual([]);
  expect(server.container.querySelector('input[type="email"]')).not.toBeNull();
  server.unmount();
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

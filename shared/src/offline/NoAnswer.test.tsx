import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { OFFLINE_TEXTS } from '../constants';
import { theme } from '../theme';
import { NoAnswer, READ_FAILED } from './NoAnswer';

const show = (error: { message: string } | null, paused: boolean, onRetry = jest.fn()) =>
  render(
    <ThemeProvider theme={theme}>
      <NoAnswer error={error} paused={paused} onRetry={onRetry} />
    </ThemeProvider>,
  );

test('offline with nothing kept, the page says it loads once back online: no alert and no Retry', () => {
  show(null, true);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXTS.notKept);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('a failure shows its own words and a Retry that asks again, offline too', () => {
  const onRetry = jest.fn();
  show({ message: 'Failed to load dashboard calendar data' }, true, onRetry);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard calendar data');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('online, a failure without words, or none, is never an empty alert', () => {
  const { unmount } = show({ message: '' }, false);
  expect(screen.getByRole('alert')).toHaveTextContent(READ_FAILED);
  unmount();
  show(null, false);
  expect(screen.getByRole('alert')).toHaveTextContent(READ_FAILED);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

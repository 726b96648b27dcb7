import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { OFFLINE_TEXTS } from '../constants';
import { theme } from '../theme';
import { NoAnswer, READ_FAILED } from './NoAnswer';

const online = (yes: boolean) => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(yes);
const show = (error: { message: string } | null, onRetry = jest.fn()) =>
  render(
    <ThemeProvider theme={theme}>
      <NoAnswer error={error} onRetry={onRetry} />
    </ThemeProvider>,
  );

afterEach(() => jest.restoreAllMocks());

test('offline with nothing kept, the page says it loads once back online: no alert and no Retry', () => {
  online(false);
  show(null);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXTS.notKept);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('a failure shows its own words and a Retry that asks again, offline too', () => {
  online(false);
  const onRetry = jest.fn();
  show({ message: 'Failed to load dashboard calendar data' }, onRetry);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard calendar data');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('online, a failure without words, or none, is never an empty alert', () => {
  online(true);
  const { unmount } = show({ message: '' });
  expect(screen.getByRole('alert')).toHaveTextContent(READ_FAILED);
  unmount();
  show(null);
  expect(screen.getByRole('alert')).toHaveTextContent(READ_FAILED);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { OFFLINE_TEXTS } from '../constants';
import { setBrowserOnline } from '../testing/online';
import { theme } from '../theme';
import { NoAnswer, Pending, READ_FAILED } from './NoAnswer';

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

function Reminders({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['reminders'], queryFn: read });
  return query.isPending ? <Pending query={query} label="Loading your reminders" /> : <p>{query.data}</p>;
}

test('a part of a page with nothing kept offline says it loads once back online instead of a spinner, then loads', async () => {
  const read = jest.fn(async () => 'Weekly contest, Sunday');
  const restore = setBrowserOnline(false);
  try {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={theme}>
          <Reminders read={read} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_TEXTS.partNotKept);
    expect(screen.queryByRole('status', { name: 'Loading your reminders' })).toBeNull();
    expect(read).not.toHaveBeenCalled();
    setBrowserOnline(true);
    expect(await screen.findByText('Weekly contest, Sunday')).toBeInTheDocument();
  } finally {
    restore();
  }
});

test('online, a read under way shows its spinner, named', () => {
  render(
    <ThemeProvider theme={theme}>
      <Pending query={{ fetchStatus: 'fetching' }} label="Loading your reminders" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('status', { name: 'Loading your reminders' })).toBeInTheDocument();
  expect(screen.queryByText(OFFLINE_TEXTS.partNotKept)).toBeNull();
});

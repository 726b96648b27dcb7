import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { OfflineNotice } from './OfflineNotice';
import { newestFigures, offlineNoticeText } from './offlineText';

/** The browser's network state as navigator.onLine says it, with the window event that announces a change. */
function goOffline(offline: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => jest.restoreAllMocks());

test('the notice names the time of the newest figure: the time today, the date too on another day', () => {
  const now = new Date(2026, 10, 28, 16, 30);
  expect(offlineNoticeText(new Date(2026, 10, 28, 14, 5).getTime(), now)).toBe('Offline: figures from 14:05');
  expect(offlineNoticeText(new Date(2026, 10, 28, 9, 7).getTime(), now)).toBe('Offline: figures from 09:07');
  expect(offlineNoticeText(new Date(2026, 10, 27, 23, 59).getTime(), now)).toBe('Offline: figures from 27 Nov, 23:59');
  expect(offlineNoticeText(new Date(2025, 11, 31, 8, 0).getTime(), now)).toBe('Offline: figures from 31 Dec 2025, 08:00');
  expect(offlineNoticeText(null, now)).toBe('Offline: nothing saved on this device yet');
  expect(offlineNoticeText(0, now)).toBe('Offline: nothing saved on this device yet');
});

test('the newest figure is the latest successful read; failed reads do not count', async () => {
  const client = new QueryClient();
  expect(newestFigures(client)).toBe(0);
  client.setQueryData(['a'], 1, { updatedAt: 1_000 });
  client.setQueryData(['b'], 2, { updatedAt: 5_000 });
  await client.prefetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(new Error('no')), retry: false });
  expect(newestFigures(client)).toBe(5_000);
});

function renderNotice(client: QueryClient) {
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <OfflineNotice />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

test('the notice shows only while offline, in a status region, with the newest figure time', () => {
  const client = new QueryClient();
  const at = new Date();
  at.setHours(14, 5, 0, 0);
  client.setQueryData(['dashboard'], { points: 1 }, { updatedAt: at.getTime() });
  renderNotice(client);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  goOffline(true);
  expect(region).toHaveTextContent('Offline: figures from 14:05');
  // A figure read later (e.g. just before the connection dropped) moves the time.
  act(() => void client.setQueryData(['boards'], [], { updatedAt: new Date(at).setHours(15, 40) }));
  expect(region).toHaveTextContent('Offline: figures from 15:40');

  goOffline(false);
  expect(region).toBeEmptyDOMElement();
});

test('offline with nothing cached, the notice says nothing is saved', () => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  renderNotice(new QueryClient());
  expect(screen.getByRole('status')).toHaveTextContent('Offline: nothing saved on this device yet');
});

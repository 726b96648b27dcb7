import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { INITIAL_SESSION, api, apiClient, resetUnavailable, session$ } from '@chapter/shared';
import { renderAt } from '../../../test/renderRoute';
import { Layout } from './Layout';

const DOWN = "The chapter's database is not answering; try again in a minute";

beforeEach(() => {
  resetUnavailable();
  session$.next({ ...INITIAL_SESSION, status: 'anonymous' });
  // The database is down for /board (503 with Retry-After, as the API answers); /health answers.
  apiClient.defaults.adapter = async (config) =>
    config.url === '/board'
      ? { status: 503, statusText: '', data: { message: DOWN }, headers: { 'retry-after': '30' }, config }
      : { status: 200, statusText: '', data: { message: 'ok', data: [] }, headers: {}, config };
});

test('an outage shows one calm status line under the navigation bar, above the page, and it goes with the next answer', async () => {
  renderAt(
    '/',
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<p>Home</p>} />
      </Route>
    </Routes>,
  );
  const notice = screen.getByTestId('unavailable-notice');
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toBeEmptyDOMElement();

  await act(() => api.get('/board'));
  expect(notice).toHaveTextContent(`${DOWN}.`);
  const navigation = screen.getByRole('navigation');
  expect(navigation.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(notice.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await act(() => api.get('/health'));
  expect(notice).toBeEmptyDOMElement();
});

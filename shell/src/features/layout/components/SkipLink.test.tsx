import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INITIAL_SESSION, session$ } from '@chapter/shared';
import { fakeApi, prerendered } from '@chapter/shared/testing';
import { AppProviders } from '../../../app/AppProviders';
import { AppRoutes } from '../../../app/AppRoutes';
import { renderAt } from '../../../test/renderRoute';

// The remote's page: one control of its own, the first thing after the skip.
jest.mock('../../remotes/RemoteArea', () => ({
  RemoteArea: ({ name }: { name: string }) => <button type="button">First control of {name}</button>,
}));

beforeEach(() => fakeApi({ 'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: '', links: {} } } }));
afterEach(() => session$.next(INITIAL_SESSION));

test.each([
  ['a visitor on /about', '/about', null],
  ['a member on /dashboard', '/dashboard', 'MEMBER'],
  ['an admin on /admin/users', '/admin/users', 'ADMIN'],
] as const)('for %s the first Tab reaches "Skip to content", which moves focus to the main region', async (_who, path, role) => {
  session$.next(role ? { status: 'authenticated', token: 't', role, userId: 'u1' } : { ...INITIAL_SESSION, status: 'anonymous' });
  fakeApi({
    'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: '', links: {} } },
    'GET /admin/check-role': { status: 200, body: { message: 'ok', role: 'ADMIN' } },
  });
  const user = userEvent.setup();
  renderAt(path, <AppRoutes />);
  const control = await screen.findByRole('button', { name: /^First control of/ });

  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#main');
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main');
  expect(main).toContainElement(control);

  await user.keyboard('{Enter}');
  expect(main).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent(path); // the address is unchanged
  await user.tab();
  expect(control).toHaveFocus(); // past the whole navigation bar, straight into the page
});

test('the prerendered page has the skip link first and hydrates without a mismatch', async () => {
  session$.next({ ...INITIAL_SESSION, status: 'anonymous' });
  const page = prerendered(
    <AppProviders>
      <MemoryRouter initialEntries={['/auth/login']}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const first = page.container.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  expect(first).toHaveTextContent('Skip to content');
  expect(first).toHaveAttribute('href', '#main');
  expect(page.container.querySelector('main#main')).toHaveAttribute('tabindex', '-1');
  await page.hydrate();
  expect(page.mismatches).toEqual([]);
  page.unmount();
});

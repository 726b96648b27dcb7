import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@chapter/shared';
import { prerendered } from '@chapter/shared/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const page = (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={['/auth/forgot-password']}>
      <ForgotPasswordPage />
    </MemoryRouter>
  </ThemeProvider>
);

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

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastHost } from '../notify';
import { GlobalStyle, theme } from '../theme';
import { createQueryClient, DataProvider } from '../data';

/** Shows the router's current path, so tests can assert redirects. */
export function LocationDisplay() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders a remote's page the way the shell would: theme and its global style, one toast host, a fresh query cache (no retries), a router at `path`. */
export function renderAt(path: string, ui: ReactNode) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo; // jsdom has no scrolling
  return render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastHost />
      <DataProvider client={createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationDisplay />
        </MemoryRouter>
      </DataProvider>
    </ThemeProvider>,
  );
}

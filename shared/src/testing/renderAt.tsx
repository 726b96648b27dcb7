import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
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

/**
 * Renders a remote's page the way the shell would: theme and its global style, one toast host, a fresh query cache (no
 * retries) unless `client` is given, a router at `path`.
 */
export function renderAt(path: string, ui: ReactNode, { client }: { client?: QueryClient } = {}) {
  window.scrollTo = (() => undefined) as typeof window.scrollTo; // jsdom has no scrolling
  return render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastHost />
      <DataProvider client={client ?? createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationDisplay />
        </MemoryRouter>
      </DataProvider>
    </ThemeProvider>,
  );
}

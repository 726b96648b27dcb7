import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { DataProvider, GlobalStyle, ToastHost, theme } from '@chapter/shared';

/** Theme, global styles, the one toast host and the one query cache of the page; the router and session live in App. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastHost />
      <DataProvider>{children}</DataProvider>
    </ThemeProvider>
  );
}

import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastHost, theme } from '@chapter/shared';

/** Theme, global styles and the one toast host of the page; the router and session live in App. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastHost />
      {children}
    </ThemeProvider>
  );
}

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LocationDisplay } from '@chapter/shared/testing';
import { AppProviders } from '../app/AppProviders';

/** Renders with the shell's own providers (global style included) and a router at `path`. */
export function renderAt(path: string, ui: ReactNode) {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo; // jsdom has no scrolling
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationDisplay />
      </MemoryRouter>
    </AppProviders>,
  );
}

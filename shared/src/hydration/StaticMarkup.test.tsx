import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { prerendered } from '../testing/prerendered';
import { StaticMarkup, declareHydration } from './StaticMarkup';

const rendered = jest.fn();
function Section() {
  rendered();
  return (
    <section>
      <h2>Learn together</h2>
      <a href="/auth/register">Start your journey</a>
      <Link to="/about">About</Link>
    </section>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

const page = (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route
        path="*"
        element={
          <>
            <StaticMarkup>
              <Section />
            </StaticMarkup>
            <Where />
          </>
        }
      />
    </Routes>
  </MemoryRouter>
);

beforeEach(() => rendered.mockClear());
afterEach(() => declareHydration(false));

test('the server renders the children', () => {
  expect(renderToString(page)).toContain('<h2>Learn together</h2>');
});

test('hydrating a declared prerendered page keeps the server markup without running the children, and no mismatch is reported', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = prerendered(page);
  const heading = server.container.querySelector('h2');
  rendered.mockClear();
  declareHydration();
  await server.hydrate();
  // Let the render after hydration (the client snapshot) happen too.
  await act(async () => undefined);
  expect(rendered).not.toHaveBeenCalled();
  expect(server.container.querySelector('h2')).toBe(heading);
  expect(heading?.isConnected).toBe(true);
  expect(server.mismatches).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  // A plain link in the kept markup moves through the router, without loading the page.
  act(() => server.container.querySelector<HTMLAnchorElement>('a[href="/auth/register"]')!.click());
  expect(server.container.querySelector('output')?.textContent).toBe('/auth/register');
  errors.mockRestore();
  server.unmount();
});

test('without a declared hydration (a test, or a page drawn in the browser) the children run as usual', async () => {
  const server = prerendered(page);
  rendered.mockClear();
  await server.hydrate();
  expect(rendered).toHaveBeenCalled();
  expect(server.mismatches).toEqual([]);
  server.unmount();
});

test('a client render draws the children, even after a declared hydration', () => {
  declareHydration();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(page));
  expect(container.querySelector('h2')?.textContent).toBe('Learn together');
  // A modified click is left to the browser (a new tab): the router does not move.
  const link = container.querySelector<HTMLAnchorElement>('a[href="/auth/register"]')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  act(() => void link.dispatchEvent(event));
  expect(container.querySelector('output')?.textContent).toBe('/');
  act(() => root.unmount());
  container.remove();
});

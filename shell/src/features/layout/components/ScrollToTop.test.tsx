import { useLayoutEffect, useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

test('the first page keeps where the visitor scrolled; every path change starts at the top', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/about']}>
      <ScrollToTop />
      <Link to="/auth/login">Login</Link>
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'Login' }));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});

test('a move that removed the focused element puts the keyboard back before everything; focus a page gave stays', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  function SignIn() {
    const navigate = useNavigate();
    return <button onClick={() => navigate('/dashboard')}>Sign in</button>;
  }
  // A page that focuses its own field when it is drawn (as a search page may).
  function Search() {
    const field = useRef<HTMLInputElement>(null);
    useLayoutEffect(() => field.current?.focus(), []);
    return <input aria-label="Search" ref={field} />;
  }
  const { container } = render(
    <MemoryRouter initialEntries={['/auth/login']}>
      <ScrollToTop />
      <Routes>
        <Route path="/auth/login" element={<SignIn />} />
        <Route path="/dashboard" element={<Link to="/search">Search the board</Link>} />
        <Route path="/search" element={<Search />} />
      </Routes>
    </MemoryRouter>,
  );
  const focused: Element[] = [];
  document.addEventListener('focusin', (event) => focused.push(event.target as Element));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  // The button went with the page: the start point (the first element) took the focus and let it go again.
  expect(focused.at(-1)).toBe(container.firstElementChild);
  expect(document.activeElement).toBe(document.body);

  await userEvent.click(screen.getByRole('link', { name: 'Search the board' }));
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  scrollTo.mockRestore();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
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

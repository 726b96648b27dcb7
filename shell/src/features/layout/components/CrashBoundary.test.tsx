import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/renderRoute';
import { CrashBoundary } from './CrashBoundary';

function Broken(): never {
  throw new Error('a bug in the frame');
}

test('an error no area caught leaves a page that says so and reloads, not a blank one', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const reload = jest.fn();
  renderAt(
    '/',
    <CrashBoundary reload={reload}>
      <p>The navigation bar</p>
      <Broken />
    </CrashBoundary>,
  );
  expect(screen.queryByText('The navigation bar')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'This page stopped working' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledWith('The app stopped', expect.any(Error), expect.any(String));
  logged.mockRestore();
});

test('without an error it renders its children as they are', () => {
  renderAt(
    '/',
    <CrashBoundary>
      <p>The navigation bar</p>
    </CrashBoundary>,
  );
  expect(screen.getByText('The navigation bar')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'This page stopped working' })).not.toBeInTheDocument();
});

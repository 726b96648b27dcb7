import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { renderAt } from '../testing';
import { CopyField } from './CopyField';

afterEach(() => {
  act(() => toast.remove());
});

/** Renders the field (renderAt mounts the toast host) with `writeText` as the clipboard; answers the user. */
function show(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup(); // before the clipboard below: setup installs its own
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderAt(
    '/',
    <CopyField value="cdt_secret" label="Deploy token CI" copied="Deploy token copied" what="the token">
      <button type="button">Done</button>
    </CopyField>,
  );
  return user;
}

test('Copy puts the value on the clipboard and says so; the field is read-only and selects itself on focus', async () => {
  const writeText = jest.fn(async () => undefined);
  const user = show(writeText);
  const field = screen.getByRole('textbox', { name: 'Deploy token CI' });
  expect(field).toHaveAttribute('readonly');
  await user.click(field);
  expect((field as HTMLInputElement).selectionEnd).toBe('cdt_secret'.length);
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('cdt_secret');
  expect(await screen.findByText('Deploy token copied')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
});

test('without a clipboard the message says to copy it by hand', async () => {
  const user = show(async () => {
    throw new Error('denied');
  });
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Could not copy: select the token and copy it by hand')).toBeInTheDocument();
});

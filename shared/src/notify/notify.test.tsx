import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { HEADER_HEIGHT_PX } from '../constants';
import { ToastHost, notify, toastOptions } from '.';

afterEach(() => {
  act(() => toast.remove());
});

describe('notify', () => {
  it.each(['success', 'info', 'error', 'warning'] as const)('%s shows its text in the host', async (type) => {
    render(<ToastHost />);
    act(() => {
      notify[type](`A ${type} message`);
    });
    expect(await screen.findByText(`A ${type} message`)).toBeInTheDocument();
  });

  it('errors and warnings are announced assertively, success and info politely', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Boom');
      notify.info('FYI');
    });
    expect((await screen.findByText('Boom')).closest('[role]')).toHaveAttribute('role', 'alert');
    expect((await screen.findByText('FYI')).closest('[role]')).toHaveAttribute('role', 'status');
  });

  it('uses top-right and 5000 ms from the constants', () => {
    expect(toastOptions.position).toBe('top-right');
    expect(toastOptions.duration).toBe(5000);
  });

  it('toasts start below the sticky header, so none hides its bell or profile menu', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Welcome back');
    });
    const column = (await screen.findByText('Welcome back')).closest<HTMLElement>('[style*="position: fixed"]');
    expect(parseFloat(column?.style.top ?? '0')).toBeGreaterThan(HEADER_HEIGHT_PX);
  });

  it('a toast can be dismissed with its close button', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => {
      notify.success('Saved');
    });
    await screen.findByText('Saved');
    const dismiss = jest.spyOn(toast, 'dismiss');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(dismiss).toHaveBeenCalledTimes(1);
    dismiss.mockRestore();
  });

  it('Escape dismisses the messages on screen without moving the focus, and leaves one that tells of work going on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Edit</button>
        <ToastHost />
      </>,
    );
    // Shown until dismissed, so only Escape can take them away here.
    act(() => {
      notify.success('Saved', { durationMs: Infinity });
      toast.error('Could not load the board', { duration: Infinity });
      toast.loading('Uploading…');
    });
    await screen.findByText('Saved');
    await user.tab();
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toHaveFocus();

    await user.keyboard('{Escape}');
    // Dismissed toasts leave the page once their exit has run (react-hot-toast: a second); the time-out guards a hang.
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByText('Could not load the board')).not.toBeInTheDocument();
    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    expect(edit).toHaveFocus();
  }, 20_000);
});

import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('renders nothing when closed', () => {
    render(<Dialog open={false} title="Achievements" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal labelled by its title, with body, footer and a close button', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(
      <Dialog open title="Change Password" description="Pick a new one." onClose={onClose} footer={<button type="button">Save</button>}>
        <label>
          Current password
          <input />
        </label>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick a new one.');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes; a busy dialog stays open', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Dialog open busy title="Saving" onClose={onClose} />);
    screen.getByRole('dialog').focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    rerender(<Dialog open title="Saving" onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scroll while open, keeps Tab inside and returns focus on close', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(false);
      const okRef = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            View all
          </button>
          <Dialog
            open={open}
            title="Achievements"
            onClose={() => setOpen(false)}
            initialFocusRef={okRef}
            footer={
              <button ref={okRef} type="button" onClick={() => setOpen(false)}>
                OK
              </button>
            }
          />
        </>
      );
    }
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View all' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'View all' })).toHaveFocus();
  });

  it('with onSubmit, body and footer are one form: Enter or the submit button submits', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <Dialog open title="Add Video" onClose={() => {}} onSubmit={onSubmit} footer={<button type="submit">Add</button>}>
        <label>
          Title
          <input />
        </label>
        <label>
          Link
          <input />
        </label>
      </Dialog>,
    );
    await user.type(screen.getByLabelText('Title'), 'Graphs{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const setup = (props: Partial<ConfirmDialogProps> = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <ConfirmDialog open type="danger" title="Delete Resource" message="This cannot be undone." onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { ...view, onConfirm, onCancel, user };
};

describe('ConfirmDialog', () => {
  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog with default button texts and focus inside', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Delete Resource' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('uses custom texts and calls the handlers', async () => {
    const { user, onConfirm, onCancel } = setup({ confirmText: 'Delete', cancelText: 'Keep' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels', async () => {
    const { user, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy: spinner on confirm, both buttons disabled, Escape ignored', async () => {
    const { user, onCancel, onConfirm } = setup({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    screen.getByRole('dialog').focus();
    await user.keyboard('{Escape}');
    await user.click(confirm);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog and returns focus on close', async () => {
    const user = userEvent.setup();
    const Harness = ({ open }: { open: boolean }) => (
      <>
        <button type="button">Open</button>
        <ConfirmDialog open={open} type="info" title="Sure?" message="Really" onConfirm={() => {}} onCancel={() => {}} />
      </>
    );
    const { rerender } = render(<Harness open={false} />);
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(<Harness open />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    rerender(<Harness open={false} />);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

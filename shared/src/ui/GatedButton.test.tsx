import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatedButton } from './GatedButton';

describe('GatedButton', () => {
  it('acts normally when allowed, with no tooltip', async () => {
    const onClick = jest.fn();
    render(
      <GatedButton allowed deniedReason="Only core team members can edit" onClick={onClick}>
        Edit
      </GatedButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).not.toHaveAttribute('aria-disabled');
  });

  it('refused, stays focusable, does nothing and explains itself on focus', async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    render(
      <GatedButton allowed={false} deniedReason="Only core team members can edit" onClick={onClick}>
        Edit
      </GatedButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Only core team members can edit');
    expect(button).toHaveAccessibleDescription('Only core team members can edit');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

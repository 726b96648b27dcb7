import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('appears on hover and is linked to its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Edit this set">
        <button type="button">Edit</button>
      </Tooltip>,
    );
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).not.toBeVisible();
    await user.hover(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit this set');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Edit this set');
    await user.unhover(screen.getByRole('button', { name: 'Edit' }));
    expect(tip).not.toBeVisible();
  });

  it('appears on keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Save changes">
        <button type="button">Save</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('still explains a disabled button, on hover and via a focusable wrapper', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Only core team members can edit">
        <button type="button" disabled>
          Edit
        </button>
      </Tooltip>,
    );
    const wrapper = screen.getByRole('button', { name: 'Edit' }).parentElement as HTMLElement;
    await user.hover(wrapper);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Only core team members can edit');
    await user.unhover(wrapper);
    await user.tab();
    expect(wrapper).toHaveFocus();
    expect(wrapper).toHaveAccessibleDescription('Only core team members can edit');
    expect(screen.getByRole('tooltip')).toBeVisible();
  });
});

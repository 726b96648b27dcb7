import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { CloseButton } from './CloseButton';
import { Spinner } from './Spinner';
import { EmptyState } from './EmptyState';

describe('Button', () => {
  it('is a real button of type button that clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('busy disables it and keeps its name', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('CloseButton', () => {
  it('is labelled Close', async () => {
    const onClick = jest.fn();
    render(<CloseButton onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalled();
  });
});

describe('Spinner', () => {
  it('is a status with a screen-reader label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes a custom label', () => {
    render(<Spinner label="Loading leaderboard" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading leaderboard');
  });
});

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    render(<EmptyState title="No resources found" description="Try another search" action={<Button>Create Resource</Button>} />);
    expect(screen.getByText('No resources found')).toBeInTheDocument();
    expect(screen.getByText('Try another search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Resource' })).toBeInTheDocument();
  });
});

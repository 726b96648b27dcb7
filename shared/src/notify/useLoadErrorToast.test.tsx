import { act, render, renderHook, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { ToastHost, useLoadErrorToast } from '.';

afterEach(() => {
  act(() => toast.remove());
});

describe('useLoadErrorToast', () => {
  it('toasts the message once when a load fails, and nothing while it has not', async () => {
    render(<ToastHost />);
    const { rerender } = renderHook(({ error }: { error: unknown }) => useLoadErrorToast(error, 'Failed to load the users'), {
      initialProps: { error: null as unknown },
    });
    expect(screen.queryByText('Failed to load the users')).not.toBeInTheDocument();
    rerender({ error: new Error('boom') });
    expect(await screen.findByText('Failed to load the users')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load the users')).toHaveLength(1);
    expect(screen.getByText('Failed to load the users').closest('[role]')).toHaveAttribute('role', 'alert');
  });
});

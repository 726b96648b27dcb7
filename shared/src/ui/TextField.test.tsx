import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './FormField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and types into it', async () => {
    const onChange = jest.fn();
    render(<TextField label="Email" name="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('links the error text and marks the input invalid', () => {
    render(<TextField label="Email" hint="Your university address" error="Invalid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your university address Invalid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
  });
});

describe('FormField', () => {
  it('wires any control through its render prop', () => {
    render(
      <FormField label="Academic year" error="Field cannot be empty!" required>
        {(control) => (
          <select {...control}>
            <option value="1">1st Year</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: /Academic year/ });
    expect(select).toHaveAccessibleDescription('Field cannot be empty!');
    expect(select).toHaveAttribute('aria-required', 'true');
  });
});

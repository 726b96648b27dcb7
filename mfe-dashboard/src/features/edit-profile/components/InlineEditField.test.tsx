import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileFieldSchemas } from '@chapter/shared/schemas';
import { InlineEditField, type InlineEditFieldProps } from './InlineEditField';

const setup = (props: Partial<InlineEditFieldProps> = {}) => {
  const onSave = jest.fn(async () => true);
  const user = userEvent.setup();
  render(<InlineEditField label="Name" value="Asha Rao" schema={profileFieldSchemas.name} onSave={onSave} {...props} />);
  return { user, onSave };
};

test('reads as text until Edit; the box is labelled and focused', async () => {
  const { user } = setup();
  expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Name' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
  expect(screen.getByRole('button', { name: 'Confirm Name' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel Name' })).toBeInTheDocument();
});

test.each(['', '   '])('%p is refused with "Field cannot be empty!" and nothing is sent', async (typed) => {
  const { user, onSave } = setup();
  await user.click(screen.getByRole('button', { name: 'Edit Name' }));
  const box = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(box);
  if (typed) await user.type(box, typed);
  await user.click(screen.getByRole('button', { name: 'Confirm Name' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Field cannot be empty!');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(onSave).not.toHaveBeenCalled();
});

test('a bio over 150 characters is refused; the counter shows the length', async () => {
  const { user, onSave } = setup({ label: 'Bio', value: 'Short', schema: profileFieldSchemas.bio, multiline: true, counter: 150 });
  await user.click(screen.getByRole('button', { name: 'Edit Bio' }));
  const box = screen.getByRole('textbox', { name: 'Bio' });
  await user.clear(box);
  await user.click(box);
  await user.paste('x'.repeat(151));
  expect(screen.getByText('151/150')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Bio cannot exceed 150 characters!');
  expect(onSave).not.toHaveBeenCalled();
});

test('Enter confirms with the trimmed value; focus returns to Edit', async () => {
  const { user, onSave } = setup();
  await user.click(screen.getByRole('button', { name: 'Edit Name' }));
  const box = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(box);
  await user.type(box, '  Asha K Rao  {Enter}');
  expect(onSave).toHaveBeenCalledWith('Asha K Rao');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Name' })).toHaveFocus();
});

test('Escape cancels: the old value stays and nothing is sent', async () => {
  const { user, onSave } = setup();
  await user.click(screen.getByRole('button', { name: 'Edit Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' changed');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Name' })).toHaveFocus();
  expect(onSave).not.toHaveBeenCalled();
});

test('a refused save keeps the box open with the typed text', async () => {
  const onSave = jest.fn(async () => false);
  const { user } = setup({ onSave });
  await user.click(screen.getByRole('button', { name: 'Edit Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Jr{Enter}');
  expect(onSave).toHaveBeenCalledWith('Asha Rao Jr');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao Jr');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

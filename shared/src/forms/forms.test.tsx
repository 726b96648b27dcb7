import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string, boolean, type Schema } from 'yup';
import { CheckboxField, FormDialog, InputField, SelectField } from '.';

type Values = { title: string; kind: string; pinned: boolean };

const schema: Schema<Values> = object({
  title: string().trim().required('Title is required'),
  kind: string().required(),
  pinned: boolean().required(),
});

const setup = (onSubmit = jest.fn(async (_values: Values) => true)) => {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <FormDialog
      open
      title="Add Item"
      submitText="Add"
      initialValues={{ title: '', kind: 'a', pinned: false }}
      validationSchema={schema}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(formik) => (
        <>
          <InputField formik={formik} name="title" label="Title" required />
          <SelectField
            formik={formik}
            name="kind"
            label="Kind"
            options={[
              { value: 'a', label: 'Kind A' },
              { value: 'b', label: 'Kind B' },
            ]}
          />
          <CheckboxField formik={formik} name="pinned" label="Pinned" />
        </>
      )}
    </FormDialog>,
  );
  return { user, onSubmit, onClose };
};

describe('FormDialog and its fields', () => {
  it('renders nothing when closed', () => {
    render(
      <FormDialog open={false} title="Add Item" submitText="Add" initialValues={{}} validationSchema={object({})} onSubmit={jest.fn()} onClose={jest.fn()}>
        {() => null}
      </FormDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a field error only after a submit attempt, and does not submit', async () => {
    const { user, onSubmit } = setup();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values as the schema casts them and closes when the submission succeeds', async () => {
    const { user, onSubmit, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Weekly sync  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'b');
    await user.click(screen.getByRole('checkbox', { name: 'Pinned' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Weekly sync', kind: 'b', pinned: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when the submission fails, and Cancel closes it', async () => {
    const { user, onClose } = setup(jest.fn(async (_values: Values) => false));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Weekly sync');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { useFormik } from 'formik';
import { object, string } from 'yup';
import { Button, Dialog, notify, serverMessage, TextField } from '@chapter/shared';
import type { AccountDeletionResponse } from '@chapter/shared/types';
import { askDeletion } from '../api/deletion';
import { DELETION_ASKED } from '../messages';

const schema = object({ password: string().required('Enter your password to confirm') });

export type DeleteAccountDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The deletion is asked for: the server's new state. */
  onAsked: (body: AccountDeletionResponse) => void;
};

/**
 * The password that confirms a self-service deletion. Not the kit's FormDialog: this one's submit is a danger
 * button, and a refused password shows at the field.
 */
export function DeleteAccountDialog({ open, onClose, onAsked }: DeleteAccountDialogProps) {
  const form = useFormik({
    initialValues: { password: '' },
    validationSchema: schema,
    onSubmit: async ({ password }, helpers) => {
      const result = await askDeletion(password);
      if (result.ok && result.data) {
        helpers.resetForm();
        notify.success(serverMessage(result, DELETION_ASKED));
        onAsked(result.data);
        onClose();
      } else if (result.status === 400) {
        helpers.setFieldError('password', serverMessage(result, 'Current password is incorrect!'));
      } else {
        notify.error(serverMessage(result, 'Could not ask for the deletion'));
      }
    },
  });
  const close = () => {
    form.resetForm();
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Delete my account"
      description="Your account will be deleted in 7 days. Until then you can cancel here or simply by signing in. After that, your points, handles and history are gone for good and you leave every board."
      onClose={close}
      busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={form.isSubmitting}>
            Delete my account
          </Button>
        </>
      }
    >
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        {...form.getFieldProps('password')}
        error={(form.touched.password && form.errors.password) || undefined}
      />
    </Dialog>
  );
}

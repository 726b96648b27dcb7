import { useFormik } from 'formik';
import { Button, Dialog, TextField } from '@chapter/shared';
import { changePasswordSchema, type ChangePasswordValues } from '@chapter/shared/schemas';
import { submitPasswordChange } from '../api/changePassword';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export type ChangePasswordDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** Current, new and confirmed password; on success this session carries on with the server's fresh token. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const form = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      if (await submitPasswordChange({ currentPassword, newPassword })) {
        helpers.resetForm();
        onClose();
      }
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };
  const errorOf = (name: keyof ChangePasswordValues) => (form.touched[name] && form.errors[name]) || undefined;

  return (
    <Dialog
      open={open}
      title="Change Password"
      onClose={close}
      busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={form.isSubmitting}>
            Update Password
          </Button>
        </>
      }
    >
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.getFieldProps('currentPassword')}
        error={errorOf('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.getFieldProps('newPassword')}
        error={errorOf('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.getFieldProps('confirmPassword')}
        error={errorOf('confirmPassword')}
      />
    </Dialog>
  );
}

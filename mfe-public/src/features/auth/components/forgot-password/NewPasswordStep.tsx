import { useFormik } from 'formik';
import { TextField } from '@chapter/shared';
import { BackContinue } from './BackContinue';
import { resetPasswordSchema, type ResetPasswordValues } from '@chapter/shared/schemas';

export function NewPasswordStep({ onBack, onSubmit }: { onBack: () => void; onSubmit: (password: string) => Promise<void> }) {
  const form = useFormik<ResetPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: ({ newPassword }) => onSubmit(newPassword),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.getFieldProps('newPassword')}
        error={form.touched.newPassword && form.errors.newPassword}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.getFieldProps('confirmPassword')}
        error={form.touched.confirmPassword && form.errors.confirmPassword}
      />
      <BackContinue onBack={onBack} busy={form.isSubmitting} />
    </form>
  );
}

import { useRef } from 'react';
import { useFormik } from 'formik';
import { Button, TextField, useHydrated } from '@chapter/shared';
import { useEarlyFormikInput } from '../../../../hooks/useEarlyFormikInput';
import { emailStepSchema, type EmailStepValues } from '@chapter/shared/schemas';

export function EmailStep({ initialEmail, onSubmit }: { initialEmail: string; onSubmit: (email: string) => Promise<void> }) {
  const form = useFormik<EmailStepValues>({
    initialValues: { email: initialEmail },
    validationSchema: emailStepSchema,
    onSubmit: ({ email }) => onSubmit(email.trim()),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useEarlyFormikInput(formRef, form);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <p>Enter the e-mail you registered with; we will send a 6-digit code to it.</p>
      <TextField label="Email" type="email" autoComplete="email" required {...form.getFieldProps('email')} error={form.touched.email && form.errors.email} />
      <Button type="submit" size="large" fullWidth busy={form.isSubmitting} disabled={!hydrated}>
        Continue
      </Button>
    </form>
  );
}

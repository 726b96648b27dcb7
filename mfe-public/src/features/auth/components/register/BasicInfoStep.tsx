import type { FormikProps } from 'formik';
import { FormField, LIMITS, TextField } from '@chapter/shared';
import { ProfilePicturePicker } from './ProfilePicturePicker';
import { Counter, TextArea } from './fields';
import type { RegisterFormValues } from './registerForm';

type StepProps = { form: FormikProps<RegisterFormValues>; errorOf: (name: keyof RegisterFormValues) => string | undefined };

/** The bio counter turns red past 90% of the limit. */
const BIO_WARN_AT = Math.floor(LIMITS.bioMax * 0.9);

export function BasicInfoStep({ form, errorOf }: StepProps) {
  const bioLength = form.values.bio.length;
  return (
    <>
      <ProfilePicturePicker value={form.values.profilePicture} onChange={(file) => void form.setFieldValue('profilePicture', file)} />
      <TextField label="Name" required autoComplete="name" {...form.getFieldProps('name')} error={errorOf('name')} />
      <FormField
        label="Bio"
        required
        error={errorOf('bio')}
        hint={
          <Counter $over={bioLength > BIO_WARN_AT} data-over={bioLength > BIO_WARN_AT} data-testid="bio-counter">
            {bioLength}/{LIMITS.bioMax}
          </Counter>
        }
      >
        {(control) => <TextArea {...control} {...form.getFieldProps('bio')} rows={3} placeholder="A line about you and what you like to code" />}
      </FormField>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        {...form.getFieldProps('email')}
        error={errorOf('email')}
        hint="Use the e-mail the chapter has on its list."
      />
      <TextField label="Password" type="password" required autoComplete="new-password" {...form.getFieldProps('password')} error={errorOf('password')} />
      <TextField
        label="Confirm Password"
        type="password"
        required
        autoComplete="new-password"
        {...form.getFieldProps('confirmPassword')}
        error={errorOf('confirmPassword')}
      />
    </>
  );
}

import type { FormikProps } from 'formik';
import { FormField, Input, LIMITS, TextField } from '@chapter/shared';
import { Prefixed, Select } from './fields';
import type { RegisterFormValues } from './registerForm';

type StepProps = { form: FormikProps<RegisterFormValues>; errorOf: (name: keyof RegisterFormValues) => string | undefined };

export function ContactStep({ form, errorOf }: StepProps) {
  return (
    <>
      <FormField label="Phone Number" required error={errorOf('phoneNumber')}>
        {(control) => (
          <Prefixed>
            <span aria-hidden="true">+91</span>
            <Input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={LIMITS.phoneDigits}
              {...form.getFieldProps('phoneNumber')}
            />
          </Prefixed>
        )}
      </FormField>
      <TextField label="Registration Number" required {...form.getFieldProps('registrationNumber')} error={errorOf('registrationNumber')} />
      <FormField label="Academic Year" required error={errorOf('academicYear')}>
        {(control) => (
          <Select {...control} {...form.getFieldProps('academicYear')}>
            <option value="">Select your year</option>
            {LIMITS.academicYears.map((year) => (
              <option key={year} value={String(year)}>
                Year {year}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <TextField
        label="LinkedIn Username"
        required
        {...form.getFieldProps('linkedinUsername')}
        error={errorOf('linkedinUsername')}
        hint="The part after linkedin.com/in/"
      />
    </>
  );
}

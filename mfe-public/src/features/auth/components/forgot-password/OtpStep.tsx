import { useFormik } from 'formik';
import styled from 'styled-components';
import { color, LIMITS, TextField } from '@chapter/shared';
import { BackContinue } from './BackContinue';
import { otpSchema, type OtpValues } from '@chapter/shared/schemas';
import { formatCountdown } from '@chapter/shared';

const Timer = styled.p`
  margin: 0 0 16px;
  color: ${color('muted')};
  strong {
    color: ${color('text')};
    font-variant-numeric: tabular-nums;
  }
`;

export type OtpStepProps = { email: string; secondsLeft: number; onBack: () => void; onSubmit: (otp: string) => Promise<void> };

export function OtpStep({ email, secondsLeft, onBack, onSubmit }: OtpStepProps) {
  const form = useFormik<OtpValues>({
    initialValues: { otp: '' },
    validationSchema: otpSchema,
    onSubmit: ({ otp }) => onSubmit(otp.trim()),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <p>
        We sent a 6-digit code to <strong>{email}</strong>.
      </p>
      <Timer>
        Code expires in <strong data-testid="otp-countdown">{formatCountdown(secondsLeft)}</strong>
      </Timer>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.otpDigits}
        required
        {...form.getFieldProps('otp')}
        error={form.touched.otp && form.errors.otp}
      />
      <BackContinue onBack={onBack} busy={form.isSubmitting} />
    </form>
  );
}

import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS, notify } from '@chapter/shared';
import { FormLinks } from '../../../../components/AuthLayout';
import { StepIndicator } from '../../../../components/StepIndicator';
import { resetPassword, sendOtp, verifyOtp } from '../../api/passwordReset';
import { useCountdown } from '@chapter/shared';
import { EmailStep } from './EmailStep';
import { NewPasswordStep } from './NewPasswordStep';
import { OtpStep } from './OtpStep';

const STEPS = ['Email Verification', 'OTP Verification', 'Reset Password'] as const;
export const OTP_EXPIRED = 'OTP expired! Please try again.';

/** Step 0 e-mail → step 1 code (120 s, m:ss) → step 2 new password → /auth/login. At zero the flow starts over. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [deadline, setDeadline] = useState<number | null>(null);
  const navigate = useNavigate();

  const expire = useCallback(() => {
    setDeadline(null);
    setStep(0);
    notify.error(OTP_EXPIRED);
  }, []);
  const secondsLeft = useCountdown(step === 1 ? deadline : null, expire);

  async function requestCode(address: string) {
    const result = await sendOtp(address);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || 'OTP sent to your e-mail');
    setEmail(address);
    setDeadline(Date.now() + LIMITS.otpCountdownSeconds * 1000);
    setStep(1);
  }

  async function checkCode(otp: string) {
    const result = await verifyOtp(email, otp);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || 'OTP verified');
    setStep(2);
  }

  async function changePassword(password: string) {
    const result = await resetPassword(email, password);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message || 'Password updated successfully!');
    navigate('/auth/login');
  }

  return (
    <>
      <StepIndicator label="Password reset steps" steps={STEPS} current={step} />
      <h2 className="sr-only">{STEPS[step]}</h2>
      {step === 0 && <EmailStep initialEmail={email} onSubmit={requestCode} />}
      {step === 1 && <OtpStep email={email} secondsLeft={secondsLeft} onBack={() => setStep(0)} onSubmit={checkCode} />}
      {step === 2 && <NewPasswordStep onBack={() => setStep(1)} onSubmit={changePassword} />}
      <FormLinks>
        <Link to="/auth/login">Remember your password? Sign in</Link>
      </FormLinks>
    </>
  );
}

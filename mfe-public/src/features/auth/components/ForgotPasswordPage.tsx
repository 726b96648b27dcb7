import { AuthLayout } from '../../../components/AuthLayout';
import { ForgotPasswordFlow } from './forgot-password/ForgotPasswordFlow';

const WELCOME = {
  title: 'Locked out?',
  text: 'It happens. Three quick steps and you are back to solving.',
  points: ['Enter your e-mail', 'Type the 6-digit code we send', 'Choose a new password'],
} as const;

export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Reset your password" lead="We will e-mail you a one-time code." welcome={WELCOME}>
      <ForgotPasswordFlow />
    </AuthLayout>
  );
}

import { AuthLayout } from '../../../components/AuthLayout';
import { RegisterWizard } from './register/RegisterWizard';

const WELCOME = {
  title: 'Join the chapter',
  text: 'Registration is open to the university’s students whose e-mail the chapter has on its list.',
  points: ['Link your coding profiles and earn points', 'Climb the monthly leaderboard', 'Practice with curated sets and roadmaps'],
} as const;

export function RegisterPage() {
  return (
    <AuthLayout title="Create your account" lead="Two short steps: basic information, then contact details." welcome={WELCOME}>
      <RegisterWizard />
    </AuthLayout>
  );
}

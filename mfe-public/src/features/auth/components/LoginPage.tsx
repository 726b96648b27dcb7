import { AuthLayout } from '../../../components/AuthLayout';
import { LoginForm } from './LoginForm';

const WELCOME = {
  title: 'Good to see you again',
  text: 'Your points, your rank and this month’s contests are waiting.',
  points: ['Check the problem of the day', 'See where you stand on the leaderboard', 'Catch up on announcements'],
} as const;

export function LoginPage() {
  return (
    <AuthLayout title="Welcome back" lead="Sign in with your university e-mail." welcome={WELCOME}>
      <LoginForm />
    </AuthLayout>
  );
}

import { PageFrame } from '../../../components/PageFrame';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  return (
    <PageFrame title="Welcome back" lead="Sign in to see your points, your rank and this month's contests.">
      <LoginForm />
    </PageFrame>
  );
}

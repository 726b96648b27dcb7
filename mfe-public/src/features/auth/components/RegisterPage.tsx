import { Link } from 'react-router-dom';
import { PageFrame } from '../../../components/PageFrame';

export function RegisterPage() {
  return (
    <PageFrame title="Create your account" lead="Sign-up in two steps (basic information, then contact details) is on its way; only the university's students may register.">
      <p><Link to="/auth/login">Already have an account? Sign in</Link></p>
    </PageFrame>
  );
}

import { Link } from 'react-router-dom';
import { PageFrame } from '../../../components/PageFrame';

export function ForgotPasswordPage() {
  return (
    <PageFrame title="Reset your password" lead="Password reset by an e-mailed 6-digit code is on its way.">
      <p><Link to="/auth/login">Remember your password? Sign in</Link></p>
    </PageFrame>
  );
}

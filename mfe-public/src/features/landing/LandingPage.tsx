import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame } from '../../components/PageFrame';

const Cta = styled(Link)`
  display: inline-block;
  margin-top: 24px;
  padding: 12px 28px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

export function LandingPage() {
  return (
    <PageFrame
      title="Code. Compete. Climb the leaderboard."
      lead="Link your LeetCode, Codeforces, CodeChef and GeeksforGeeks handles, earn points for what you solve, and learn with your chapter."
    >
      <Cta to="/auth/register">Start Your Journey</Cta>
    </PageFrame>
  );
}

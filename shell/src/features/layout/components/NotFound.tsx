import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.section`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  .code {
    font-size: clamp(4rem, 15vw, 8rem);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0;
    line-height: 1;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 420px;
    margin: 0;
  }
  a {
    margin-top: 12px;
    padding: 10px 24px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration: none;
    font-weight: 600;
  }
`;

export function NotFound() {
  return (
    <Page aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Wrong answer on this test case</h1>
      <p>We searched every branch of the tree and this page is not in it. Maybe it got time-limit exceeded.</p>
      <Link to="/">Go Home</Link>
    </Page>
  );
}

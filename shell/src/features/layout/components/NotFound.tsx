import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messagePage } from './messagePage';

const Page = styled.section`
  ${messagePage}
  min-height: 60vh;
  .code {
    font-size: clamp(4rem, 15vw, 8rem);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0;
    line-height: 1;
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

import styled from 'styled-components';
import { color, radius } from '@chapter/shared';

const Card = styled.aside`
  padding: 20px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('primarySoft')};
  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
  h3 {
    margin: 12px 0 4px;
    font-size: 0.95rem;
  }
  ul,
  ol {
    margin: 0;
    padding-left: 20px;
  }
  li {
    margin-bottom: 4px;
  }
`;

/** What a good report contains and what happens after it is sent. */
export function PageGuideCard() {
  return (
    <Card aria-labelledby="page-guide-title">
      <h2 id="page-guide-title">Page Guide</h2>
      <h3>A good report says</h3>
      <ol>
        <li>Which page (its address, e.g. /leaderboard/overall).</li>
        <li>What you did, step by step.</li>
        <li>What you expected and what happened instead.</li>
      </ol>
      <h3>Good to know</h3>
      <ul>
        <li>The description is limited to 200 words; the counter turns orange at 180 and red at 200.</li>
        <li>A screenshot helps: PNG or JPG up to 5MB.</li>
        <li>Use an e-mail you read: the chapter replies there.</li>
        <li>One report per hour from this browser.</li>
      </ul>
    </Card>
  );
}

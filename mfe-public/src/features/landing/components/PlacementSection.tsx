import styled from 'styled-components';
import { DecorativeBackground } from '@chapter/shared';
import { PageSection } from '../../../components/PageSection';
import { CallToAction } from './HeroSection';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    padding: 16px;
    border: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: 12px;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: block;
    margin-bottom: 6px;
    color: #4ade80;
    font-size: 1.5rem;
    font-weight: 800;
  }
`;

/** The chapter works with the placement department; this is where a visitor is asked to join. */
export function PlacementSection({ id }: { id: string }) {
  return (
    <PageSection
      id={id}
      tone="dark"
      title="From practice to placement"
      lead="The chapter works with the university's placement department: steady practice here is preparation for interviews there."
      background={<DecorativeBackground density="sparse" colours={['#4ade80', '#22c55e']} opacity={0.08} />}
    >
      <Steps>
        <li>Register with your university e-mail.</li>
        <li>Link and verify your coding-platform handles.</li>
        <li>Solve, join contests and earn points every month.</li>
        <li>Stay above the passing mark and grow into the core team.</li>
      </Steps>
      <CallToAction to="/auth/register">Start Your Journey</CallToAction>
    </PageSection>
  );
}

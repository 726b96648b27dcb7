import styled from 'styled-components';
import { color, media } from '@chapter/shared';

const DONE_CHECK = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'><path d='M5 12.5l4.5 4.5L19 7.5'/></svg>")}`;

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 28px;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    flex: 1;
    align-items: center;
    gap: 8px;
    min-width: 0;
    color: ${color('muted')};
    font-size: 0.9rem;
    font-weight: 600;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border: 2px solid ${color('border')};
    border-radius: 50%;
    background: ${color('surface')};
  }
  li:not(:last-child)::after {
    content: '';
    flex: 1;
    height: 2px;
    min-width: 12px;
    background: ${color('border')};
  }
  // A drawn check, not the ✓ character, which some systems have no font for.
  li[data-state='done']::before {
    content: '';
    border-color: ${color('primary')};
    background: ${color('primary')} url('${DONE_CHECK}') center / 18px no-repeat;
  }
  li[data-state='done']::after {
    background: ${color('primary')};
  }
  li[aria-current='step'] {
    color: ${color('text')};
  }
  li[aria-current='step']::before {
    border-color: ${color('primary')};
    color: ${color('primary')};
  }
  ${media.mobile} {
    li span {
      display: none;
    }
    li[aria-current='step'] span {
      display: inline;
    }
  }
`;

/** Numbered steps of a wizard; the current one is announced as the current step. */
export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <Steps aria-label={label}>
      {steps.map((step, index) => (
        <li key={step} aria-current={index === current ? 'step' : undefined} data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}>
          <span>{step}</span>
          <span className="sr-only">{index < current ? ' (completed)' : ''}</span>
        </li>
      ))}
    </Steps>
  );
}

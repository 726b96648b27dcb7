import styled from 'styled-components';
import { color, radius } from '@chapter/shared';
import { Muted } from '../../../components/ui';
import type { MonthEndPreview, MonthEndStepStatus } from '@chapter/shared/types';
import { MemberPages } from './MemberPages';

const Notice = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-left: 4px solid ${color('warning')};
  border-radius: ${radius('md')};
  background: ${color('warningSoft')};
  color: ${color('text')};
`;

/** What the remove step does with this list, as things stand: runs with the month end, runs only alone (switched off), or ran. */
function removalNote(step: MonthEndStepStatus | undefined, count: number) {
  const alone = `Running the step “${step?.label ?? 'Remove members below the passing mark'}” on its own would move ${
    count === 1 ? 'this member' : `these ${count} members`
  } back to User.`;
  if (step?.state === 'done') return <Muted>This step has run for this month.</Muted>;
  if (step && step.state === 'skipped')
    return (
      <Notice>
        <strong>The remove step was skipped (switched off): nobody was removed.</strong> {alone}
      </Notice>
    );
  if (step && !step.enabled)
    return (
      <Notice>
        <strong>The remove step is switched off (Auto Kick Scheduler in Scheduler Controls), so Run month end removes nobody.</strong> {alone}
      </Notice>
    );
  return <Muted>Run month end moves {count === 1 ? 'this member' : `these ${count} members`} back to User: they lose active membership.</Muted>;
}

/** The members below the passing mark the remove step takes, and whether a month end run would really take them. */
export function RemovalsSection({ preview }: { preview: MonthEndPreview }) {
  const step = preview.status.steps.find((one) => one.name === 'autoKick');
  const off = step !== undefined && step.state !== 'done' && (step.state === 'skipped' || !step.enabled);
  return (
    <>
      <h3 id="removals-heading">
        Removed at the passing mark ({preview.passingMarks} points){off ? ': step switched off' : ''}
      </h3>
      {preview.removals.length === 0 ? (
        <Muted>Nobody would be removed.</Muted>
      ) : (
        <>
          {removalNote(step, preview.removals.length)}
          <MemberPages members={preview.removals} labelledBy="removals-heading" pagesLabel="Removals pages" />
        </>
      )}
    </>
  );
}

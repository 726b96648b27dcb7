import styled from 'styled-components';
import { Button, color } from '@chapter/shared';
import { CellLabel, StackedTable } from '../../../components/StackedTable';
import { TableScroll } from '../../../components/ui';
import type { MonthEndStepStatus } from '@chapter/shared/types';

const STEP_STATES: Record<MonthEndStepStatus['state'], string> = { done: 'Done', skipped: 'Skipped (switched off)', pending: 'Not run yet' };

const StepState = styled.span<{ $state: MonthEndStepStatus['state'] }>`
  font-weight: 600;
  color: ${(props) => color(props.$state === 'done' ? 'success' : props.$state === 'skipped' ? 'danger' : 'muted')(props)};
`;

/** A step a run would leave out, or left out: it can be run on its own. */
export const runsAlone = (step: MonthEndStepStatus) => step.state === 'skipped' || (step.state === 'pending' && !step.enabled);

export type StepsTableProps = { steps: MonthEndStepStatus[]; busy: boolean; onRunStep: (step: MonthEndStepStatus) => void };

/** The month end's steps: switch, state, and "Run this step" for one a run leaves out (a card per step on a phone). */
export function StepsTable({ steps, busy, onRunStep }: StepsTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-labelledby="steps-heading">
      <StackedTable>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Switch</th>
            <th scope="col">State</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.name}>
              <td data-wide>{step.label}</td>
              <td>
                <CellLabel>Switch</CellLabel>
                {step.enabled ? 'On' : 'Off'}
              </td>
              <td>
                <CellLabel>State</CellLabel>
                <StepState $state={step.state}>{STEP_STATES[step.state]}</StepState>
              </td>
              <td>
                {runsAlone(step) && (
                  <Button size="small" variant="secondary" disabled={busy} aria-label={`Run this step: ${step.label}`} onClick={() => onRunStep(step)}>
                    Run this step
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}

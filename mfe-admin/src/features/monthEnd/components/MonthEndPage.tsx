import { useState } from 'react';
import { Button, dateFormat, FormField, LoadFailure, Pending, Select, useLoadErrorToast } from '@chapter/shared';
import { Card, Muted, SectionHeading, Toolbar } from '../../../components/ui';
import { useConfirm } from '../../../hooks/useConfirm';
import { useMonths, usePreview, useRunMonthEnd } from '../api/monthEnd';
import type { MonthEndPreview, MonthEndStepName, MonthEndStepStatus, MonthStatus } from '@chapter/shared/types';
import { AtRiskPanel } from './AtRiskPanel';
import { BackupsPanel } from './BackupsPanel';
import { PlanTables } from './PlanTables';
import { RunProgress } from './RunProgress';
import { StepsTable } from './StepsTable';

export const MONTHS_LOAD_FAILED = 'Error fetching the months';
export const PREVIEW_LOAD_FAILED = 'Error fetching the month end preview';

const monthName = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return dateFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, number! - 1, 1)));
};

const monthSummary = (status: MonthStatus) =>
  status.steps.every((step) => step.state === 'done')
    ? 'done'
    : status.steps.some((step) => step.state !== 'pending')
      ? 'partly done'
      : status.startedAt
        ? 'started'
        : 'not run';

/** Something left for "Run month end": a step not done whose switch is on. */
const leftToRun = (preview: MonthEndPreview) => preview.status.steps.some((step) => step.state !== 'done' && step.enabled);

/** Month end in the admin's hands: pick a finished month, see what its end does, run it (or a skipped step), follow it. */
export function MonthEndPage() {
  const months = useMonths();
  const [picked, setPicked] = useState('');
  const month = picked || months.data?.months[0]?.month || '';
  const preview = usePreview(month);
  const [runId, setRunId] = useState('');
  const { ask, dialog } = useConfirm();
  const run = useRunMonthEnd(setRunId);
  useLoadErrorToast(months.error, MONTHS_LOAD_FAILED);
  useLoadErrorToast(preview.error, PREVIEW_LOAD_FAILED);

  const askRun = (data: MonthEndPreview) => {
    const autoKick = data.status.steps.find((step) => step.name === 'autoKick');
    const kicks = autoKick?.enabled && autoKick.state !== 'done' ? data.removals.length : 0;
    const spared = autoKick && !autoKick.enabled && data.removals.length > 0;
    ask({
      type: kicks > 0 ? 'danger' : 'info',
      title: 'Run month end',
      confirmText: 'Run month end',
      message: `Run the month end of ${monthName(data.month)} now? ${data.achievements.length} achievements${
        kicks > 0
          ? `, and ${kicks} ${kicks === 1 ? 'member loses' : 'members lose'} active membership`
          : spared
            ? ', and nobody is removed (the remove step is switched off)'
            : ''
      }. Steps switched off are left out and can be run later.`,
      run: () => run.mutateAsync({ month: data.month }),
    });
  };
  const askStep = (data: MonthEndPreview, step: MonthEndStepStatus) =>
    ask({
      type: step.name === 'autoKick' ? 'danger' : 'info',
      title: 'Run this step',
      confirmText: 'Run this step',
      message: `${step.label} for ${monthName(data.month)} now, although its switch is ${step.enabled ? 'on' : 'off'}?${
        step.name === 'autoKick' ? ` ${data.removals.length} ${data.removals.length === 1 ? 'member goes' : 'members go'} back to User.` : ''
      }`,
      run: () => run.mutateAsync({ month: data.month, step: step.name as MonthEndStepName }),
    });

  return (
    <>
      <Card aria-labelledby="month-end-heading">
        <SectionHeading id="month-end-heading">Month end</SectionHeading>
        <Muted>
          The month end freezes the ranks, awards the achievements, writes a verified backup, removes members below the passing mark and turns notifications
          back on. It runs by itself on the 1st; here it runs now for a finished month.
        </Muted>
        {months.isPending ? (
          <Pending query={months} label="Loading months" />
        ) : months.error && !months.data ? (
          <LoadFailure message={MONTHS_LOAD_FAILED} onRetry={() => void months.refetch()} />
        ) : (
          <Toolbar>
            <FormField label="Month" hint="Finished months only">
              {(control) => (
                <Select {...control} value={month} onChange={(event) => setPicked(event.target.value)}>
                  {months.data.months.map((one) => (
                    <option key={one.month} value={one.month}>
                      {monthName(one.month)} ({monthSummary(one)})
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <Button disabled={!preview.data || !leftToRun(preview.data) || run.isPending} onClick={() => preview.data && askRun(preview.data)}>
              Run month end
            </Button>
          </Toolbar>
        )}
        {runId && <RunProgress key={runId} runId={runId} />}
      </Card>

      {month && (
        <Card aria-labelledby="preview-heading">
          <SectionHeading id="preview-heading">{month ? `Preview: ${monthName(month)}` : 'Preview'}</SectionHeading>
          {preview.isPending ? (
            <Pending query={preview} label="Loading the preview" />
          ) : preview.error && !preview.data ? (
            <LoadFailure message={PREVIEW_LOAD_FAILED} onRetry={() => void preview.refetch()} />
          ) : (
            <>
              <Muted>
                {preview.data.ranked} members ranked; passing mark {preview.data.passingMarks} points; notifications turned back on for{' '}
                {preview.data.resubscribe}. Computed now, without changing anything.
              </Muted>
              <h3 id="steps-heading">Steps</h3>
              <StepsTable steps={preview.data.status.steps} busy={run.isPending} onRunStep={(step) => askStep(preview.data, step)} />
              <PlanTables key={preview.data.month} preview={preview.data} />
            </>
          )}
        </Card>
      )}
      <AtRiskPanel />
      <BackupsPanel />
      {dialog}
    </>
  );
}

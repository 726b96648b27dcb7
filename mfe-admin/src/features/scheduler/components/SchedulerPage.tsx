import { LoadFailure, Pending, useLoadErrorToast } from '@chapter/shared';
import { Card, SectionHeading } from '../../../components/ui';
import { useConstants } from '../api/fetchConstants';
import { SchedulerForm } from './SchedulerForm';

export const CONSTANTS_LOAD_FAILED = 'Error fetching constant values';

/** Scheduler Controls: the four switches and the passing mark. */
export function SchedulerPage() {
  const constants = useConstants();
  useLoadErrorToast(constants.error, CONSTANTS_LOAD_FAILED);
  return (
    <Card aria-labelledby="scheduler-heading">
      <SectionHeading id="scheduler-heading">Scheduler Controls</SectionHeading>
      {constants.isPending ? (
        <Pending query={constants} label="Loading settings" />
      ) : constants.error && !constants.data ? (
        <LoadFailure message={CONSTANTS_LOAD_FAILED} onRetry={() => void constants.refetch()} />
      ) : (
        // A fresh form whenever the saved values change, so the draft starts from them.
        <SchedulerForm key={JSON.stringify(constants.data)} saved={constants.data} />
      )}
    </Card>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, color, dateFormat, formatCountdown, serverMessage, useCountdown, useQueryClient } from '@chapter/shared';
import type { MyFiguresCoolingDown } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { isRunning, useMyFiguresStatus, useRequestMyFigures } from '../api/myFigures';

const Intro = styled.p`
  margin: -8px 0 16px;
  color: ${color('muted')};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Wait = styled.p`
  margin: 0;
  color: ${color('muted')};
  font-variant-numeric: tabular-nums;
`;

const Status = styled.div`
  margin-top: 16px;

  &:empty {
    display: none;
  }
  p {
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  progress {
    width: 100%;
    max-width: 320px;
    height: 8px;
    accent-color: ${color('primary')};
  }
`;

const Failure = styled.p`
  color: ${color('danger')};
`;

/**
 * "Refresh my figures" on the member's own profile: queues a fetch of their verified handles, follows its progress,
 * then says what changed and reads the profile again. The server allows one refresh per cool-down (429 with the time
 * left); the button waits out the countdown.
 */
export function RefreshFiguresCard() {
  const status = useMyFiguresStatus();
  const request = useRequestMyFigures();
  const client = useQueryClient();
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const run = status.data?.run ?? null;
  const running = isRunning(run);

  // When a run ends, the figures it fetched are on the profile and the boards: read them again.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: ['profile'] });
    wasRunning.current = running;
  }, [running, client]);

  const allowedAt = status.data?.nextAllowedAt ? Date.parse(status.data.nextAllowedAt) : null;
  const deadline = running ? null : Math.max(allowedAt ?? 0, refusedUntil ?? 0) || null;
  const secondsLeft = useCountdown(deadline, () => {
    setRefusedUntil(null);
    void status.refetch();
  });
  const waiting = deadline !== null && secondsLeft > 0;

  const refresh = () =>
    request.mutate(undefined, {
      onError: (error) => {
        const body = error.body as Partial<MyFiguresCoolingDown> | null;
        if (error.status === 429 && typeof body?.retryAfterSeconds === 'number') setRefusedUntil(Date.now() + body.retryAfterSeconds * 1_000);
      },
    });

  const progress = run?.progress;
  if (status.data?.verifiedHandles === 0 && !run) {
    return (
      <Card aria-labelledby="refresh-figures-title">
        <CardTitle id="refresh-figures-title">Your figures</CardTitle>
        <Intro>
          Verify a platform handle on <Link to="/profile/edit">Edit Profile</Link> and your figures can be fetched here at any time.
        </Intro>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="refresh-figures-title">
      <CardTitle id="refresh-figures-title">Your figures</CardTitle>
      <Intro>Fetch your verified handles now instead of waiting for the next scheduled run.</Intro>
      <Row>
        <Button
          onClick={refresh}
          busy={request.isPending}
          disabled={running || waiting || status.isPending}
          aria-describedby={waiting ? 'refresh-figures-wait' : undefined}
        >
          Refresh my figures
        </Button>
        {waiting && <Wait id="refresh-figures-wait">You can refresh again in {formatCountdown(secondsLeft)}</Wait>}
      </Row>
      <Status role="status">
        {running && (
          <>
            <p>{progress ? `Fetching your figures: ${progress.done} of ${progress.total} handles done` : 'Waiting for a free worker…'}</p>
            {progress && progress.total > 0 && <progress value={progress.done} max={progress.total} aria-label="Handles fetched" />}
          </>
        )}
        {!running && run?.state === 'completed' && (
          <>
            <p>Refreshed at {dateFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(run.completedAt ?? run.createdAt))}:</p>
            <ul>
              {run.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </>
        )}
        {!running && run?.state === 'failed' && <Failure>The refresh failed: {run.error ?? 'try again later'}</Failure>}
        {request.isError && request.error.status !== 429 && <Failure>{serverMessage(request.error, 'Could not start the refresh. Please try later')}</Failure>}
      </Status>
    </Card>
  );
}

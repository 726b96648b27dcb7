import { useState } from 'react';
import styled from 'styled-components';
import { Button, color } from '@chapter/shared';
import type { RemoteDeployment, RemoteVersion } from '@chapter/shared/types';
import { Actions, Card, Muted, SectionHeading } from '../../../components/ui';
import type { Confirmation } from '../../../hooks/useConfirm';
import { formatDateTime } from '../../../lib/formatDateTime';
import { usePromoteCanary, useRollBack, useStopCanary } from '../api/deployments';
import { HistoryTable } from './HistoryTable';
import { StartCanaryDialog } from './StartCanaryDialog';
import { UploadVersionForm } from './UploadVersionForm';
import { VersionId } from './cells';
import { VersionsTable } from './VersionsTable';

export const NO_UPLOADS = 'No uploaded versions yet: this remote serves the version built with the app.';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${color('muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const SubHeading = styled.h3`
  margin: 8px 0 0;
  font-size: 1.0625rem;
`;

export type RemoteDeploymentCardProps = { deployment: RemoteDeployment; ask: (confirmation: Confirmation) => void };

/** One remote: what it serves (stable, canary and share), Promote, Stop canary and Roll back, its versions, history and an upload. */
export function RemoteDeploymentCard({ deployment, ask }: RemoteDeploymentCardProps) {
  const promote = usePromoteCanary();
  const stop = useStopCanary();
  const rollBack = useRollBack();
  const [canaryOf, setCanaryOf] = useState<RemoteVersion | null>(null);
  const { remote, canary, versions, history } = deployment;
  const id = `deployment-${remote}`;
  const uploaded = versions.some((version) => version.source !== 'build');

  const confirmPromote = () =>
    canary &&
    ask({
      type: 'info',
      title: `Promote the canary of ${remote}`,
      confirmText: 'Promote',
      message: `Serve ${canary.version} to every browser? It becomes the stable version.`,
      run: () => promote.mutateAsync(remote),
    });
  const confirmStop = () =>
    canary &&
    ask({
      type: 'danger',
      title: `Stop the canary of ${remote}`,
      confirmText: 'Stop canary',
      message: `Stop serving ${canary.version}? Every browser gets the stable version ${deployment.stable} on its next page.`,
      run: () => stop.mutateAsync(remote),
    });
  const confirmRollBack = () =>
    ask({
      type: 'danger',
      title: `Roll back ${remote}`,
      confirmText: 'Roll back',
      message: `Stop serving ${deployment.stable} and serve the stable version deployed before it again?${canary ? ' The canary stops too.' : ''}`,
      run: () => rollBack.mutateAsync(remote),
    });

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`}>{remote}</SectionHeading>
      <Facts>
        <dt>Stable version</dt>
        <dd>
          <VersionId>{deployment.stable}</VersionId>
        </dd>
        <dt>Canary</dt>
        <dd>
          {canary ? (
            <>
              <VersionId>{canary.version}</VersionId> for {canary.share} % of browsers, since {formatDateTime(canary.since)}
            </>
          ) : (
            'None'
          )}
        </dd>
      </Facts>
      <Actions>
        {canary && (
          <>
            <Button size="small" onClick={confirmPromote} busy={promote.isPending} aria-label={`Promote canary: ${remote}`}>
              Promote canary
            </Button>
            <Button size="small" variant="secondary" onClick={confirmStop} busy={stop.isPending} aria-label={`Stop canary: ${remote}`}>
              Stop canary
            </Button>
          </>
        )}
        <Button
          size="small"
          variant="danger"
          onClick={confirmRollBack}
          busy={rollBack.isPending}
          disabled={versions.length < 2}
          aria-label={`Roll back: ${remote}`}
        >
          Roll back
        </Button>
      </Actions>

      <SubHeading id={`${id}-versions`}>Versions</SubHeading>
      {!uploaded && <Muted>{NO_UPLOADS}</Muted>}
      {versions.length > 0 && <VersionsTable remote={remote} versions={versions} onStartCanary={setCanaryOf} />}

      <SubHeading id={`${id}-history`}>History</SubHeading>
      {history.length === 0 ? <Muted>No changes yet.</Muted> : <HistoryTable remote={remote} history={history} />}

      <SubHeading id={`${id}-upload`}>Upload a version</SubHeading>
      <UploadVersionForm remote={remote} ask={ask} />
      <StartCanaryDialog deployment={deployment} version={canaryOf} onClose={() => setCanaryOf(null)} />
    </Card>
  );
}

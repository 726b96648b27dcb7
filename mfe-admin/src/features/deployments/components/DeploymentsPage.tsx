import styled from 'styled-components';
import { EmptyState, LoadFailure, Pending, useLoadErrorToast } from '@chapter/shared';
import { Card, Muted, SectionHeading } from '../../../components/ui';
import { useConfirm } from '../../../hooks/useConfirm';
import { useDeployments } from '../api/deployments';
import { canaryRuleText } from './deploymentText';
import { DeployTokensSection } from './DeployTokensSection';
import { RemoteDeploymentCard } from './RemoteDeploymentCard';

export const DEPLOYMENTS_LOAD_FAILED = 'Error fetching deployments';

const Rule = styled.p`
  margin: 0;
  font-weight: 600;
`;

/**
 * Deployments (docs/deploying-a-remote.md): for each remote, the version every browser gets, the canary and its share,
 * each version's sessions and failure rate, and Promote, Stop canary, Roll back and uploads; then the deploy tokens.
 */
export function DeploymentsPage() {
  const deployments = useDeployments();
  const { ask, dialog } = useConfirm();
  useLoadErrorToast(deployments.error, DEPLOYMENTS_LOAD_FAILED);
  const data = deployments.data;

  let remotes;
  if (deployments.isPending) remotes = <Pending query={deployments} label="Loading deployments" />;
  else if (deployments.error && !data) remotes = <LoadFailure message={DEPLOYMENTS_LOAD_FAILED} onRetry={() => void deployments.refetch()} />;
  else if (data!.remotes.length === 0) remotes = <EmptyState title="No remotes" description="The server lists no remote to deploy." />;
  else remotes = data!.remotes.map((deployment) => <RemoteDeploymentCard key={deployment.remote} deployment={deployment} ask={ask} />);

  return (
    <>
      <Card aria-labelledby="deployments-heading">
        <SectionHeading id="deployments-heading">Deployments</SectionHeading>
        <Muted>
          Each remote&apos;s team uploads its build with a deploy token, or an admin uploads it here. A new version can first go to a share of browsers as a
          canary: each browser keeps the version it gets across reloads, and every server sees a change on its next page.
        </Muted>
        {data && <Rule>{canaryRuleText(data.canaryRule)}</Rule>}
      </Card>
      {remotes}
      <DeployTokensSection remotes={data?.remotes.map((deployment) => deployment.remote) ?? []} ask={ask} />
      {dialog}
    </>
  );
}

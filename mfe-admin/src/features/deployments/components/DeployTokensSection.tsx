import styled from 'styled-components';
import { EmptyState, LoadFailure, Pending, useLoadErrorToast } from '@chapter/shared';
import type { DeployToken } from '@chapter/shared/types';
import { Card, Muted, SectionHeading } from '../../../components/ui';
import type { Confirmation } from '../../../hooks/useConfirm';
import { useDeployTokens, useRevokeDeployToken } from '../api/deployTokens';
import { DeployTokensTable } from './DeployTokensTable';
import { NewDeployTokenForm } from './NewDeployTokenForm';

export const TOKENS_LOAD_FAILED = 'Error fetching deploy tokens';

const SubHeading = styled.h3`
  margin: 8px 0 0;
  font-size: 1.0625rem;
`;

export type DeployTokensSectionProps = { remotes: string[]; ask: (confirmation: Confirmation) => void };

/** The deploy tokens: one per remote and team or CI job, stored hashed, each use in the audit log; create and revoke. */
export function DeployTokensSection({ remotes, ask }: DeployTokensSectionProps) {
  const tokens = useDeployTokens();
  const revoke = useRevokeDeployToken();
  useLoadErrorToast(tokens.error, TOKENS_LOAD_FAILED);

  const confirmRevoke = (token: DeployToken) =>
    ask({
      type: 'danger',
      title: 'Revoke deploy token',
      confirmText: 'Revoke',
      message: `Revoke "${token.name}"? It can no longer deploy ${token.remote}.`,
      run: () => revoke.mutateAsync(token.id),
    });

  let list;
  if (tokens.isPending) list = <Pending query={tokens} label="Loading deploy tokens" />;
  else if (tokens.error && !tokens.data) list = <LoadFailure message={TOKENS_LOAD_FAILED} onRetry={() => void tokens.refetch()} />;
  else if (tokens.data!.length === 0)
    list = <EmptyState title="No deploy tokens yet" description="Create one for each team or CI job that deploys a remote." />;
  else list = <DeployTokensTable tokens={tokens.data!} onRevoke={confirmRevoke} />;

  return (
    <Card aria-labelledby="deploy-tokens-heading">
      <SectionHeading id="deploy-tokens-heading">Deploy tokens</SectionHeading>
      <Muted>A deploy token lets a remote&apos;s team upload that remote only, from anywhere. Only its hash is kept, and each use is in the audit log.</Muted>
      <SubHeading id="new-deploy-token-heading">New deploy token</SubHeading>
      <NewDeployTokenForm remotes={remotes} />
      <SubHeading>Tokens</SubHeading>
      {list}
    </Card>
  );
}

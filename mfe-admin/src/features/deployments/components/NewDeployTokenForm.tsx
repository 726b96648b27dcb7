import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, CopyField, FormField, Input, media, Notice, Select } from '@chapter/shared';
import type { NewDeployTokenResponse } from '@chapter/shared/types';
import { useCreateDeployToken } from '../api/deployTokens';

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  gap: 0 12px;
  align-items: start;

  & > button {
    margin-top: 26px;
  }
  ${media.below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

const TokenBox = styled.div`
  margin-top: 8px;
`;

/** The token just made, shown once: the API keeps only its hash. */
function NewToken({ created, onDone }: { created: NewDeployTokenResponse['data']; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [created.token]);
  return (
    <Notice tone="warning" role="status">
      <p>
        Copy the deploy token for {created.deployToken.remote} now: it is not shown again. The team&apos;s deploy reads it from the DEPLOY_TOKEN environment
        variable.
      </p>
      <TokenBox>
        <CopyField inputRef={field} value={created.token} label={`Deploy token ${created.deployToken.name}`} copied="Deploy token copied" what="the token">
          <Button variant="ghost" onClick={onDone}>
            Done
          </Button>
        </CopyField>
      </TokenBox>
    </Notice>
  );
}

/** A new deploy token for one remote: pick the remote, name it after who or what will use it. */
export function NewDeployTokenForm({ remotes }: { remotes: string[] }) {
  const create = useCreateDeployToken();
  const [remote, setRemote] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<NewDeployTokenResponse['data'] | null>(null);
  const chosen = remote || remotes[0] || '';
  const nameError = name.trim() ? null : 'Name is required';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || !chosen) return;
    try {
      const answer = await create.mutateAsync({ remote: chosen, name: name.trim() });
      setCreated(answer.data);
      setName('');
      setTouched(false);
    } catch {
      // The hook has told the admin why; what they typed stays.
    }
  };

  return (
    <>
      <Row onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-deploy-token-heading">
        <FormField label="Remote" required>
          {(control) => (
            <Select {...control} value={chosen} onChange={(event) => setRemote(event.target.value)} disabled={remotes.length === 0}>
              {remotes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Name" required error={touched && nameError} hint="Who or what uses it, such as the admin team's CI">
          {(control) => <Input {...control} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <Button type="submit" busy={create.isPending} disabled={remotes.length === 0}>
          Create token
        </Button>
      </Row>
      {created && <NewToken created={created} onDone={() => setCreated(null)} />}
    </>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, media, Notice, notify, Select } from '@chapter/shared';
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

const TokenRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;

  input {
    flex: 1 1 240px;
    font-family: ${(props) => props.theme.fonts.mono};
    font-size: 0.8125rem;
  }
`;

/** Copies `text`; false where the browser offers no clipboard (the field stays selectable by hand). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

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
      <TokenRow>
        <Input
          ref={field}
          readOnly
          value={created.token}
          aria-label={`Deploy token ${created.deployToken.name}`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onClick={async () => {
            if (await copy(created.token)) notify.success('Deploy token copied');
            else notify.error('Could not copy: select the token and copy it by hand');
          }}
        >
          Copy
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </TokenRow>
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

import { useState, type FormEvent } from 'react';
import { Button, Dialog, FormField, Input } from '@chapter/shared';
import type { RemoteDeployment, RemoteVersion } from '@chapter/shared/types';
import { useStartCanary } from '../api/deployments';
import { parseShare } from './shareInput';

export type StartCanaryDialogProps = {
  deployment: RemoteDeployment;
  /** The version to serve as a canary; null keeps the dialog closed. */
  version: RemoteVersion | null;
  onClose: () => void;
};

/** Serves a retired uploaded version to a share of browsers (1-100 %), replacing a running canary. */
export function StartCanaryDialog({ deployment, version, onClose }: StartCanaryDialogProps) {
  const start = useStartCanary();
  const [share, setShare] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = parseShare(share);

  const close = () => {
    setShare('');
    setTouched(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!version || parsed.share === null) return;
    try {
      await start.mutateAsync({ remote: deployment.remote, version: version.version, share: parsed.share });
      close();
    } catch {
      // The hook has told the admin why; the dialog stays open.
    }
  };

  const replaces = deployment.canary ? ` It replaces the running canary ${deployment.canary.version}.` : '';
  return (
    <Dialog
      open={version !== null}
      title={`Start a canary of ${deployment.remote}`}
      description={version ? `Serve ${version.version} to a share of browsers; each browser keeps the version it gets.${replaces}` : ''}
      onClose={close}
      onSubmit={(event) => void submit(event)}
      busy={start.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={start.isPending}>
            Start canary
          </Button>
        </>
      }
    >
      <FormField label="Share of browsers (%)" required error={touched && parsed.error} hint="A whole number from 1 to 100">
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={1} max={100} step={1} value={share} onChange={(event) => setShare(event.target.value)} />
        )}
      </FormField>
    </Dialog>
  );
}

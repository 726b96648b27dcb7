import { useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, LIMITS, notify, Spinner } from '@chapter/shared';
import type { PlatformKey } from '@chapter/shared/types';
import { PLATFORM_INFO } from '../../../lib/platforms';
import { requestVerificationCode, submitVerification, type VerificationCode } from '../api/platformVerification';
import { CodeBox, CodeLabel, CodeText, Countdown, Instructions, Note, Waiting } from './VerificationDialog.styles';

export type VerificationDialogProps = {
  platform: PlatformKey;
  handle: string;
  open: boolean;
  onClose: () => void;
  /** Called once the server has verified the handle, before the dialog closes. */
  onVerified: () => void;
};

/** Counts down from `seconds` once `running`; restarting it is a new `runId`. */
function useCountdown(seconds: number, running: boolean, runId: number) {
  const run = `${seconds}:${runId}`;
  // The count remembers its run: a new run starts again from `seconds`.
  const [count, setCount] = useState({ run, left: seconds });
  const left = count.run === run ? count.left : seconds;
  useEffect(() => {
    if (!running || left <= 0) return undefined;
    const timer = setTimeout(() => setCount({ run, left: left - 1 }), 1000);
    return () => clearTimeout(timer);
  }, [running, left, run]);
  return left;
}

function minutesLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${seconds} seconds`;
}

/**
 * Proves the member owns the handle: a code is generated on open, the member puts it on the platform profile, and
 * Verify (enabled after a 10-second wait, docs/rules.md §2) asks the server to find it there. Closing throws the state away.
 */
export function VerificationDialog(props: VerificationDialogProps) {
  // Mounted only while open, so every opening starts from a fresh code and a fresh countdown.
  return props.open ? <VerificationDialogBody {...props} /> : null;
}

function VerificationDialogBody({ platform, handle, onClose, onVerified }: VerificationDialogProps) {
  const info = PLATFORM_INFO[platform];
  const codeLabelId = useId();
  const [attempt, setAttempt] = useState(0);
  const request = `${platform}:${attempt}`;
  // The generated code remembers its request: until the current one answers, a code is being generated.
  const [answer, setAnswer] = useState<{ request: string; code: VerificationCode | null } | null>(null);
  const generating = answer?.request !== request;
  const code = generating ? null : answer.code;
  const [verifying, setVerifying] = useState(false);
  const mounted = useRef(true);
  const secondsLeft = useCountdown(LIMITS.verifyWaitSeconds, code !== null, attempt);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    void requestVerificationCode(platform).then((generated) => {
      if (current) setAnswer({ request, code: generated });
    });
    return () => {
      current = false;
    };
  }, [platform, request]);

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.code);
      notify.success('Code copied');
    } catch {
      notify.info('Select the code and copy it yourself');
    }
  };

  const verify = async () => {
    setVerifying(true);
    const verified = await submitVerification(platform);
    if (!mounted.current) return;
    setVerifying(false);
    if (verified) {
      onVerified();
      onClose();
    }
  };

  const canVerify = code !== null && secondsLeft <= 0;

  return (
    <Dialog
      open
      title={`Verify your ${info.label} profile`}
      description={
        <>
          Show that <strong>{handle}</strong> is yours by putting this code in {info.codePlace} on {info.label}.
        </>
      }
      size="medium"
      busy={verifying}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={verifying}>
            Cancel
          </Button>
          <Button onClick={() => void verify()} disabled={!canVerify} busy={verifying}>
            Verify
          </Button>
        </>
      }
    >
      {generating && <Spinner label="Generating your code" />}
      {!generating && !code && (
        <Note>
          No code could be made just now.{' '}
          <Button variant="secondary" size="small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Note>
      )}
      {code && (
        <>
          <CodeBox>
            <CodeLabel id={codeLabelId}>Your code</CodeLabel>
            <CodeText aria-labelledby={codeLabelId}>{code.code}</CodeText>
            <Button variant="secondary" size="small" onClick={() => void copy()} aria-label="Copy code">
              Copy
            </Button>
          </CodeBox>
          <Instructions>
            {info.codeSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
            <li>
              Wait {info.cacheSeconds} for {info.label} to show the change, then press Verify.
            </li>
          </Instructions>
          <Note>The code can be used once and expires in {minutesLabel(code.expiresInSeconds)}. After verification you may remove it from your profile.</Note>
          {secondsLeft > 0 && <Countdown aria-live="off">Verify is enabled in {secondsLeft} s.</Countdown>}
          {verifying && (
            <Waiting role="status">
              Looking for the code on your {info.label} profile. This can take up to {platform === 'codeforces' ? '30' : '15'} seconds.
            </Waiting>
          )}
        </>
      )}
    </Dialog>
  );
}

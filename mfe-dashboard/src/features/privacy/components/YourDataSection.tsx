import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, color, dateFormat, LoadFailure, notify, Pending } from '@chapter/shared';
import type { AccountDeletion } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { useAccountDeletion, useCancelDeletion, useStoreDeletion } from '../api/deletion';
import { downloadMyData } from '../api/exportData';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { Actions } from './privacy.styles';

const Part = styled.div`
  padding: 12px 0;
  border-top: 1px solid ${color('border')};
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
    color: ${color('text')};
  }
  p {
    margin: 0 0 12px;
    color: ${color('muted')};
  }
`;

const Reason = styled.p`
  && {
    margin: 0;
    font-size: 0.875rem;
    color: ${color('text')};
  }
`;

const Due = styled.p`
  && {
    font-weight: 600;
    color: ${color('danger')};
  }
`;

/** When the deletion is due, in the member's own locale with the time. */
export const dueText = (dueAt: string) => dateFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(dueAt));

function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const outcome = await downloadMyData();
    setBusy(false);
    if (outcome.ok) notify.success(outcome.message);
    else notify.error(outcome.message);
  };
  return (
    <Part>
      <h3>Download my data</h3>
      <p>
        A zip with everything the chapter holds about you: your account, handles and their figures, solved days, points history (also as a spreadsheet),
        achievements, notifications, the log entries about you and the files you uploaded.
      </p>
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {busy ? 'Preparing your download…' : 'Download my data'}
      </Button>
    </Part>
  );
}

function DeletionControls({ deletion }: { deletion: AccountDeletion }) {
  const [open, setOpen] = useState(false);
  const store = useStoreDeletion();
  const cancel = useCancelDeletion();
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const shown = useRef(deletion.dueAt);
  // The button the member pressed is gone once the state turns: focus moves to the one that replaced it.
  useEffect(() => {
    if (shown.current === deletion.dueAt) return;
    shown.current = deletion.dueAt;
    (deletion.dueAt ? keepRef : deleteRef).current?.focus();
  }, [deletion.dueAt]);

  if (deletion.dueAt) {
    return (
      <>
        <Due>Your account will be deleted on {dueText(deletion.dueAt)}.</Due>
        <Button ref={keepRef} busy={cancel.isPending} onClick={() => cancel.mutate()}>
          Keep my account
        </Button>
      </>
    );
  }
  if (!deletion.allowed) {
    return (
      <Actions>
        <Button variant="danger" disabled aria-describedby="deletion-reason">
          Delete my account
        </Button>
        <Reason id="deletion-reason">{deletion.reason}</Reason>
      </Actions>
    );
  }
  return (
    <>
      <Button ref={deleteRef} variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} onAsked={store} />
    </>
  );
}

function DeleteMyAccount() {
  const query = useAccountDeletion();
  return (
    <Part>
      <h3>Delete my account</h3>
      <p>Leave the chapter&apos;s app: your account is deleted after a {query.data?.graceDays ?? 7}-day grace period.</p>
      {query.isPending ? (
        <Pending query={query} label="Loading your account's deletion state" />
      ) : query.isError ? (
        <LoadFailure message="Could not load your account's deletion state" onRetry={() => void query.refetch()} />
      ) : (
        <DeletionControls deletion={query.data} />
      )}
    </Part>
  );
}

/** The edit page's "Your data" section: the export of everything held about the member, and self-service deletion. */
export function YourDataSection() {
  return (
    <Card aria-labelledby="your-data-title">
      <CardTitle id="your-data-title">Your data</CardTitle>
      <DownloadMyData />
      <DeleteMyAccount />
    </Card>
  );
}

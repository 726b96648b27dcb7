import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogType } from '@chapter/shared';

export type Confirmation = {
  type: ConfirmDialogType;
  title: string;
  message: ReactNode;
  confirmText?: string;
  /** The action; the dialog stays open (busy) until it settles. */
  run: () => Promise<unknown>;
};

/** Every admin action asks first (docs/rules.md §1): `ask(...)` opens the dialog, `dialog` renders it. */
export function useConfirm() {
  const [pending, setPending] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
    } catch {
      // The action's own hook has already told the user why it failed.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      type={pending?.type}
      title={pending?.title ?? ''}
      message={pending?.message}
      confirmText={pending?.confirmText}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}

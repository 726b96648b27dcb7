import { useState } from 'react';
import { ConfirmDialog, GatedButton } from '@chapter/shared';
import { CORE_ONLY } from '../lib/coreMember';
import type { ResourceFields } from './ResourceFormDialog';
import { ResourceFormDialogOnDemand } from './ResourceFormDialogOnDemand';

export type EditDeleteActionsProps = {
  /** What is being edited, in words: 'practice set', 'resource'. */
  subject: string;
  allowed: boolean;
  values: ResourceFields;
  editTitle: string;
  /** Resolves true when saved (the dialog then closes). */
  onSave: (values: ResourceFields) => Promise<boolean>;
  confirmTitle: string;
  confirmMessage: string;
  /** Resolves true when deleted (the caller then leaves the page). */
  onDelete: () => Promise<boolean>;
};

/** The Edit and Delete buttons of a practice set or video resource, with their dialogs. */
export function EditDeleteActions({ subject, allowed, values, editTitle, onSave, confirmTitle, confirmMessage, onDelete }: EditDeleteActionsProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    setDeleting(true);
    const deleted = await onDelete();
    // After a successful delete the page goes away; after a failure the question closes and the page stays.
    if (!deleted) {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <GatedButton allowed={allowed} deniedReason={CORE_ONLY.edit} variant="secondary" aria-label={`Edit ${subject}`} onClick={() => setEditing(true)}>
        Edit
      </GatedButton>
      <GatedButton allowed={allowed} deniedReason={CORE_ONLY.delete} variant="danger" aria-label={`Delete ${subject}`} onClick={() => setConfirming(true)}>
        Delete
      </GatedButton>
      <ResourceFormDialogOnDemand
        open={editing}
        title={editTitle}
        submitText="Save"
        initialValues={values}
        onSubmit={onSave}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={confirming}
        type="danger"
        title={confirmTitle}
        message={confirmMessage}
        confirmText="Delete"
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

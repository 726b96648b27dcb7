import { useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, EmptyState, MegaphoneIcon, onDemand, Pending, useHasRole, useLoadErrorToast, useOpenedOnce, useRole } from '@chapter/shared';
import type { Announcement } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { useCreateAnnouncement } from '../api/createAnnouncement';
import { useDeleteAnnouncement } from '../api/deleteAnnouncement';
import { useAnnouncements } from '../api/getAnnouncements';
import { AnnouncementCarousel } from './AnnouncementCarousel';

// The form (and formik and yup with it) downloads when a core member first opens it, not with the announcements.
const AddAnnouncementDialog = onDemand(
  () => import('./AddAnnouncementDialog'),
  (module: typeof import('./AddAnnouncementDialog')) => module.AddAnnouncementDialog,
);

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;

  h2 {
    margin-bottom: 16px;
  }
`;

/** The dashboard's Announcements: the carousel for everyone; adding and deleting for core members and above. */
export function AnnouncementsPanel() {
  const role = useRole();
  const isCore = useHasRole('COREMEMBER');
  const query = useAnnouncements();
  const create = useCreateAnnouncement();
  const remove = useDeleteAnnouncement();
  const [adding, setAdding] = useState(false);
  const addingOpened = useOpenedOnce(adding);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  useLoadErrorToast(query.error, 'Error in fetching announcements');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
    } catch {
      // The toast has said why; the dialog closes either way.
    }
    setDeleting(null);
  };

  return (
    <Card aria-labelledby="announcements-title">
      <Heading>
        <CardTitle id="announcements-title">Announcements</CardTitle>
        {isCore && (
          <Button size="small" onClick={() => setAdding(true)} aria-haspopup="dialog">
            Add Announcement
          </Button>
        )}
      </Heading>
      {query.isPending ? (
        <Pending query={query} label="Loading announcements" />
      ) : query.isError ? (
        <p role="alert">Error in fetching announcements</p>
      ) : query.data.length === 0 ? (
        <EmptyState icon={<MegaphoneIcon size={36} />} title="No announcements available" />
      ) : (
        <AnnouncementCarousel announcements={query.data} role={role} onDelete={setDeleting} />
      )}
      {addingOpened && (
        <AddAnnouncementDialog
          open={adding}
          onClose={() => setAdding(false)}
          onSubmit={async (announcement) => {
            try {
              await create.mutateAsync(announcement);
              return true;
            } catch {
              return false;
            }
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        type="danger"
        title="Delete Announcement"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        confirmText="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

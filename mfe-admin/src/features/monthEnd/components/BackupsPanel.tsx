import { useState } from 'react';
import styled from 'styled-components';
import { Button, color, EmptyState, LoadFailure, notify, Pending, useLoadErrorToast } from '@chapter/shared';
import { Card, SectionHeading, Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { downloadBackup, useBackups } from '../api/monthEnd';
import type { BackupState } from '@chapter/shared/types';

export const BACKUPS_LOAD_FAILED = 'Error fetching backups';

const STATES: Record<BackupState, { text: string; tone: 'success' | 'danger' | 'muted' }> = {
  verified: { text: 'Verified', tone: 'success' },
  changed: { text: 'Changed since written', tone: 'danger' },
  unrecorded: { text: 'Not recorded (not checked)', tone: 'muted' },
  missing: { text: 'File missing', tone: 'danger' },
};

const State = styled.span<{ $tone: 'danger' | 'success' | 'muted' }>`
  font-weight: 600;
  color: ${(props) => color(props.$tone)(props)};
`;

/** 1536 → '1.5 KB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The backups with their size, date and verification state, each downloadable. */
export function BackupsPanel() {
  const backups = useBackups();
  const [downloading, setDownloading] = useState('');
  useLoadErrorToast(backups.error, BACKUPS_LOAD_FAILED);
  const download = async (name: string) => {
    setDownloading(name);
    const result = await downloadBackup(name);
    setDownloading('');
    if (!result.ok) notify.error(result.message);
  };
  return (
    <Card aria-labelledby="backups-heading">
      <SectionHeading id="backups-heading">Backups</SectionHeading>
      {backups.isPending ? (
        <Pending query={backups} label="Loading backups" />
      ) : backups.error && !backups.data ? (
        <LoadFailure message={BACKUPS_LOAD_FAILED} onRetry={() => void backups.refetch()} />
      ) : backups.data.length === 0 ? (
        <EmptyState title="No backups yet" description="The month end writes one for each month; it shows here once written and verified." />
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label="Backup files">
          <Table>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Month</th>
                <th scope="col">Size</th>
                <th scope="col">Created</th>
                <th scope="col">Verification</th>
                <th scope="col">Download</th>
              </tr>
            </thead>
            <tbody>
              {backups.data.map((backup) => (
                <tr key={backup.name}>
                  <td>{backup.name}</td>
                  <td>{backup.month ?? '–'}</td>
                  <td>{formatSize(backup.sizeBytes)}</td>
                  <td>{formatDateTime(backup.createdAt)}</td>
                  <td>
                    <State $tone={STATES[backup.state].tone}>{STATES[backup.state].text}</State>
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={backup.state === 'missing' || downloading === backup.name}
                      aria-label={`Download ${backup.name}`}
                      onClick={() => void download(backup.name)}
                    >
                      Download
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}

import { useState } from 'react';
import {
  ALLOWED_EMAIL_PAGE_SIZES,
  DEBOUNCE_MS,
  EmptyState,
  FormField,
  Input,
  LoadFailure,
  Pagination,
  Pending,
  Select,
  useLoadErrorToast,
} from '@chapter/shared';
import type { AllowedEmail } from '@chapter/shared/types';
import { Card, Muted, SectionHeading, Toolbar } from '../../../components/ui';
import { useConfirm } from '../../../hooks/useConfirm';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useDeleteAllowedEmail } from '../api/deleteAllowedEmail';
import { useAllowedEmails } from '../api/fetchAllowedEmails';
import { AddEmailsForm } from './AddEmailsForm';
import { CsvUpload } from './CsvUpload';
import { EmailsTable } from './EmailsTable';

export const EMAILS_LOAD_FAILED = 'Error fetching allowed emails';
type PageSize = (typeof ALLOWED_EMAIL_PAGE_SIZES)[number];

/** Allowed Emails: add by text or CSV, search, the table with delete, page sizes 1/5/10/20. */
export function EmailsPage() {
  const [searchText, setSearchText] = useState('');
  const [limit, setLimit] = useState<PageSize>(20);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), DEBOUNCE_MS.adminSearch);
  const emails = useAllowedEmails({ page, limit, search, sortOrder: 1 });
  useLoadErrorToast(emails.error, EMAILS_LOAD_FAILED);
  const { ask, dialog } = useConfirm();
  const remove = useDeleteAllowedEmail();

  const confirmDelete = (email: AllowedEmail) =>
    ask({
      type: 'danger',
      title: 'Delete allowed email',
      confirmText: 'Delete',
      message: `Remove ${email.email} from the allowed list?`,
      run: () => remove.mutateAsync(email._id),
    });

  return (
    <>
      {/* Not a landmark of its own: the tab panel already carries the name "Allowed Emails". */}
      <Card>
        <SectionHeading id="add-emails-heading">Allowed Emails</SectionHeading>
        <AddEmailsForm listed={emails.data?.data.map((item) => item.email) ?? []} ask={ask} />
        <CsvUpload ask={ask} />
      </Card>
      <Card aria-labelledby="emails-list-heading">
        <SectionHeading id="emails-list-heading">Allowed list</SectionHeading>
        <Toolbar role="search">
          <FormField label="Search">
            {(control) => (
              <Input
                {...control}
                type="search"
                placeholder="Search emails..."
                value={searchText}
                autoComplete="off"
                onChange={(event) => {
                  setSearchText(event.target.value);
                  setPage(1);
                }}
              />
            )}
          </FormField>
          <FormField label="Rows per page">
            {(control) => (
              <Select
                {...control}
                value={limit}
                onChange={(event) => {
                  setLimit(Number(event.target.value) as PageSize);
                  setPage(1);
                }}
              >
                {ALLOWED_EMAIL_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </Toolbar>
        {emails.isPending ? (
          <Pending query={emails} label="Loading emails" />
        ) : emails.error && !emails.data ? (
          <LoadFailure message={EMAILS_LOAD_FAILED} onRetry={() => void emails.refetch()} />
        ) : emails.data.data.length === 0 ? (
          <EmptyState title="No emails found" />
        ) : (
          <>
            <Muted aria-live="polite">
              {emails.data.totalCount} allowed {emails.data.totalCount === 1 ? 'email' : 'emails'}
            </Muted>
            <EmailsTable emails={emails.data.data} onDelete={confirmDelete} />
            <Pagination page={emails.data.currentPage} totalPages={emails.data.totalPages} onChange={setPage} label="Allowed emails pages" />
          </>
        )}
      </Card>
      {dialog}
    </>
  );
}

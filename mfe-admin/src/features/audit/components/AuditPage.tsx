import { useState } from 'react';
import { Button, DEBOUNCE_MS, EmptyState, FormField, Input, LoadFailure, PAGE, Pagination, Pending, Select, useLoadErrorToast } from '@chapter/shared';
import type { AuditLogQuery } from '@chapter/shared/types';
import { Card, Muted, SectionHeading, Toolbar } from '../../../components/ui';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useAuditLog } from '../api/fetchAuditLog';
import { AuditTable } from './AuditTable';

export const AUDIT_LOAD_FAILED = 'Error fetching the audit log';

/** Audit Log: every admin action, filtered by action and by a name. */
export function AuditPage() {
  const [action, setAction] = useState('');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const search = useDebouncedValue(searchText.trim(), DEBOUNCE_MS.adminSearch);
  const query: AuditLogQuery = {
    page,
    limit: PAGE.adminList,
    ...(action ? { action } : {}),
    ...(search ? { search } : {}),
    ...(target ? { targetId: target.id } : {}),
  };
  const log = useAuditLog(query);
  useLoadErrorToast(log.error, AUDIT_LOAD_FAILED);

  return (
    <Card aria-labelledby="audit-heading">
      <SectionHeading id="audit-heading">Audit Log</SectionHeading>
      <Toolbar role="search">
        <FormField label="Action">
          {(control) => (
            <Select
              {...control}
              value={action}
              onChange={(event) => {
                setAction(event.target.value);
                setPage(1);
              }}
            >
              <option value="">All actions</option>
              {(log.data?.actions ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Search">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Search by name..."
              value={searchText}
              autoComplete="off"
              onChange={(event) => {
                setSearchText(event.target.value);
                setPage(1);
              }}
            />
          )}
        </FormField>
      </Toolbar>
      {target && (
        <Muted>
          Only entries on {target.name}.{' '}
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              setTarget(null);
              setPage(1);
            }}
          >
            Show everyone
          </Button>
        </Muted>
      )}
      {log.isPending ? (
        <Pending query={log} label="Loading the audit log" />
      ) : log.error && !log.data ? (
        <LoadFailure message={AUDIT_LOAD_FAILED} onRetry={() => void log.refetch()} />
      ) : log.data.data.length === 0 ? (
        <EmptyState title="No audit entries found" />
      ) : (
        <>
          <Muted aria-live="polite">
            {log.data.totalCount} {log.data.totalCount === 1 ? 'entry' : 'entries'}
          </Muted>
          <AuditTable
            entries={log.data.data}
            onTarget={(next) => {
              setTarget(next);
              setPage(1);
            }}
          />
          <Pagination page={log.data.currentPage} totalPages={log.data.totalPages} onChange={setPage} label="Audit log pages" />
        </>
      )}
    </Card>
  );
}

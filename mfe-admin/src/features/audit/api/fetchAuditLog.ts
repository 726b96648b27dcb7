import { call, keepPreviousData, useApiQuery } from '@chapter/shared';
import type { AuditLogQuery } from '@chapter/shared/types';
import { AUDIT_KEY } from '../../../lib/queryKeys';

/** Newest first. */
export const fetchAuditLog = (query: AuditLogQuery) => call('POST /admin/fetch-audit-log', { body: query });
export const useAuditLog = (query: AuditLogQuery) => useApiQuery([...AUDIT_KEY, query], () => fetchAuditLog(query), { placeholderData: keepPreviousData });

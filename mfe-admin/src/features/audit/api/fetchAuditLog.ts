import { api, keepPreviousData, useApiQuery } from '@chapter/shared';
import type { AuditLogPage, AuditLogQuery } from '@chapter/shared/types';
import { AUDIT_KEY } from '../../../lib/queryKeys';

/** POST /admin/fetch-audit-log: newest first. */
export const fetchAuditLog = (query: AuditLogQuery) => api.post<AuditLogPage>('/admin/fetch-audit-log', query);

export const useAuditLog = (query: AuditLogQuery) => useApiQuery([...AUDIT_KEY, query], () => fetchAuditLog(query), { placeholderData: keepPreviousData });

import { queryOptions } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { auditApi } from '@domain/audit/contract';
import { paths } from '@domain/paths';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type AuditFilters = ListQueryOf<typeof auditApi.list>;

/** The one home of the audit screen's query keys: every change the trail records refreshes `all()`. */
export const auditQueries = {
  all: () => ['audit'] as const,
  list: (filters: AuditFilters) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) => api.call(auditApi.list, { query: filters, signal }),
    }),
};

/** `/admin/audit` showing one checklist's history. */
export const checklistAuditPath = (checklistId: string) =>
  `${paths.admin.audit}?${new URLSearchParams({ recordType: 'checklist', recordId: checklistId }).toString()}`;

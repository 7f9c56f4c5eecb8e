import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type AuditAction } from '@shared/constants';
import type { AuditList, AuditListBody } from '@shared/schemas/audit';
import { apiRequest } from '@web/lib/api-client';
import { parsePageParam } from '@web/lib/pagination';

/** The audit log's filters, as the address of /admin/audit/ carries them (paths.admin.audit(query)). */
export interface AuditFilters {
  action?: AuditAction;
  target_kind?: string;
  /** The actor's guid, and their name for the chip (the name is only shown, never sent). */
  actor?: string;
  actor_name?: string;
  target_id?: string;
  from?: string;
  to?: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from the address; anything malformed is left out rather than sent. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const get = (k: string) => params.get(k)?.trim() || undefined;
  const action = get('action');
  const kind = get('target_kind');
  const actor = get('actor');
  const from = get('from');
  const to = get('to');
  return {
    action: action && (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : undefined,
    target_kind: kind && AUDIT_TARGET_KINDS.includes(kind) ? kind : undefined,
    actor: actor && GUID.test(actor) ? actor : undefined,
    actor_name: actor && GUID.test(actor) ? get('actor_name')?.slice(0, 120) : undefined,
    target_id: get('target_id')?.slice(0, 64),
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    page: parsePageParam(params.get('page')),
  };
}

/** The filters as the address's query (paths.admin.audit); page 1 is left out. */
export const auditFiltersToQuery = (f: AuditFilters): Record<string, string | number | undefined> => ({
  action: f.action,
  target_kind: f.target_kind,
  actor: f.actor,
  actor_name: f.actor ? f.actor_name : undefined,
  target_id: f.target_id,
  from: f.from,
  to: f.to,
  page: f.page > 1 ? f.page : undefined,
});

const AUDIT_PAGE_SIZE = 25;

const toBody = (f: AuditFilters): AuditListBody => ({
  action: f.action,
  target_kind: f.target_kind,
  actor: f.actor,
  target_id: f.target_id,
  from: f.from,
  // A 'to' before 'from' would be refused: the list then shows nothing rather than an error.
  to: f.to,
  page_number: f.page,
  page_size: AUDIT_PAGE_SIZE,
});

const auditLogKey = ['admin', 'audit'] as const;

/** POST /api/audit/dashboard/log/ (admin roles) → paged AuditEntry, newest first. */
const listAudit = (body: AuditListBody, signal?: AbortSignal) => apiRequest<AuditList>('/api/audit/dashboard/log/', { method: 'POST', body, signal });

export const auditLogQueryOptions = (f: AuditFilters) => {
  const body = toBody(f);
  return queryOptions({
    queryKey: [...auditLogKey, body],
    queryFn: ({ signal }) => listAudit(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

export const useAuditLog = (f: AuditFilters) => useQuery(auditLogQueryOptions(f));

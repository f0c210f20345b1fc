import useSWR from 'swr';
import type { AdminAuditActorDto, AdminAuditPage } from 'shared-ui';

export const AUDIT_PAGE_SIZE = 20;

/** The view's filters as typed; an empty value is no filter. */
export interface AuditFilters {
  actor_id: string;
  kind: string;
  from: string;
  to: string;
  job: string;
  user: string;
}

export const noAuditFilters: AuditFilters = { actor_id: '', kind: '', from: '', to: '', job: '', user: '' };

export function auditKey(page: number, filters: AuditFilters): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query.set(name, value.trim());
  return `/admin/audit?${query.toString()}`;
}

/** GET /admin/audit: one page of the admins' actions, newest first. */
export function useAdminAudit(page: number, filters: AuditFilters) {
  const { data, error, isLoading } = useSWR<AdminAuditPage>(auditKey(page, filters), { keepPreviousData: true });
  return { items: data?.items ?? [], total: data?.total ?? 0, error: error as unknown, isLoading };
}

/** GET /admin/audit/actors: the admins who have acted, for the filter. */
export function useAuditActors(): AdminAuditActorDto[] {
  const { data } = useSWR<{ actors: AdminAuditActorDto[] }>('/admin/audit/actors');
  return data?.actors ?? [];
}

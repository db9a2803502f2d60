import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@studio/contracts/audit';
import type { Paged } from '@studio/contracts/pagination';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AuditLogParams {
  target_type?: string;
  target_id?: string;
  action?: string;
  actor_id?: string;
  page: number;
  per_page: number;
}

export async function listAuditLog(params: AuditLogParams): Promise<Paged<AuditEntry>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
  const { data } = await apiClient.get<Paged<AuditEntry>>('/api/v1/admin/audit-log', { params: query });
  return data;
}

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({ queryKey: queryKeys.admin.auditLogPage(params), queryFn: () => listAuditLog(params), placeholderData: keepPreviousData });

export const useAuditLog = (params: AuditLogParams) => useQuery(auditLogQueryOptions(params));

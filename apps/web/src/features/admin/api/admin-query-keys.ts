/** The roots of the back office's query keys; each endpoint's queryOptions builds on one, and writes invalidate by root. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  orders: ['admin', 'orders'] as const,
  plans: ['admin', 'plans'] as const,
  creditPackages: ['admin', 'credit-packages'] as const,
  customers: ['admin', 'customers'] as const,
  settings: ['admin', 'settings'] as const,
  printPrices: ['admin', 'print-prices'] as const,
  providers: ['admin', 'providers'] as const,
  auditLog: ['admin', 'audit-log'] as const,
};

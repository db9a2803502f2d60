import type { AdminAlert } from '@studio/contracts/admin-dashboard';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import type { AppContext } from '../../app-context';
import { enqueueEmail } from '../mail/send-email-job';
import { getSetting } from '../settings/settings';
import { insertAlertOnce, listOpenAlerts, reopenAlert, resolveAlerts, updateOpenAlert } from './repo';

export type AlertKind = 'refund_failing' | 'print_job_refused' | 'print_job_error' | 'print_cost_above_price';

export interface AlertRequest {
  kind: AlertKind;
  /** What it is about (a payment or an order id): the same trouble raises one alert. */
  reference: string;
  subject: string;
  detail: string;
}

/** How many open alerts the dashboard shows (newest first). */
const DASHBOARD_ALERTS = 20;

/**
 * Tells the administrators something needs them: on the dashboard until it is resolved, and by e-mail
 * when it is raised (again). Raising an open alert again only updates its detail, so nobody is e-mailed
 * every time a retry fails. Never throws: an alert must not break the work that raised it.
 */
export async function raiseAlert(context: AppContext, alert: AlertRequest): Promise<void> {
  try {
    const values = { ...alert, createdAt: context.clock.now() };
    const opened = (await insertAlertOnce(context.db, values)) ?? (await reopenAlert(context.db, values));
    if (!opened) return updateOpenAlert(context.db, alert);
    context.log.warn({ alert: alert.kind, reference: alert.reference }, alert.subject);
    for (const to of await alertRecipients(context)) {
      await enqueueEmail(context, { to, subject: `[${PRODUCT_NAME} admin] ${alert.subject}`, text: `${alert.detail}\n\nIt stays on the admin dashboard until it is resolved.` }, null);
    }
  } catch (error) {
    context.log.error({ err: error, alert }, 'could not raise an administrator alert');
  }
}

/** The trouble is over (the refund went through): the alert leaves the dashboard. */
export async function resolveAlert(context: AppContext, kind: AlertKind, reference: string): Promise<void> {
  await resolveAlerts(context.db, kind, reference, context.clock.now());
}

export async function openAlerts(context: AppContext): Promise<AdminAlert[]> {
  return (await listOpenAlerts(context.db, DASHBOARD_ALERTS)).map((row) => ({
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    subject: row.subject,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The administrators named in ADMIN_EMAILS; without any, the shop's support address. */
async function alertRecipients(context: AppContext): Promise<string[]> {
  if (context.config.adminEmails.length > 0) return context.config.adminEmails;
  return [(await getSetting(context, 'brand')).support_email];
}

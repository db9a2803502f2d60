import type { AdminPlan, PlanCreate, PlanUpdate } from '@studio/contracts/admin-plans';
import type { Paged, PageQuery } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { auditBy, changedFields, recordAdminAction, type AdminActor } from '../audit/audit-log';
import { insertPlan, listAllPlans, lockPlan, updatePlanRow, type NewPlanRow } from './admin-plans-repo';
import { toPlan } from './plan-view';
import type { PlanRow } from './repo';

/**
 * What plans need to know of their subscribers: how many each plan has, and what retiring a plan does to
 * them. Subscriptions answers (it builds on plans, so plans cannot import it); `app.ts` hands it in.
 */
export interface PlanSubscribers {
  /** How many current subscriptions each plan has (plan id → count). */
  countByPlan(context: AppContext): Promise<Map<string, number>>;
  /** Ends the current subscriptions of a retired plan at their period end, in the caller's transaction; `providerRefs` are to be told after commit. */
  endOnRetiredPlan(tx: Tx, planId: string, now: Date): Promise<{ ended: number; providerRefs: string[] }>;
  /** Tells the payment provider not to bill these subscriptions again. */
  stopProviderBilling(context: AppContext, providerRefs: string[]): Promise<void>;
}

export async function listPlansForAdmin(context: AppContext, subscribers: PlanSubscribers, query: PageQuery): Promise<Paged<AdminPlan>> {
  const [{ rows, total }, counts] = await Promise.all([
    listAllPlans(context.db, query.per_page, (query.page - 1) * query.per_page),
    subscribers.countByPlan(context),
  ]);
  return { items: rows.map((row) => ({ ...toPlan(row), subscribers: counts.get(row.id) ?? 0 })), total, page: query.page, per_page: query.per_page };
}

export async function createPlan(context: AppContext, actor: AdminActor, input: PlanCreate & { reason: string }): Promise<AdminPlan> {
  const { reason, ...fields } = input;
  const values = toPlanColumns(fields) as NewPlanRow;
  assertPriceFitsType(values.type!, values.priceCents!);
  const now = context.clock.now();
  const created = await context.db.transaction(async (tx) => {
    const row = await insertPlan(tx, { ...values, createdAt: now, updatedAt: now });
    await recordAdminAction(tx, { ...auditBy(actor, reason), action: 'plan.create', targetType: 'plan', targetId: row.id, details: { after: toPlan(row) } });
    return row;
  });
  return { ...toPlan(created), subscribers: 0 };
}

/**
 * Changes a plan. A new price applies from each subscription's next period (renewals read the plan
 * then). Retiring it stops new subscriptions; the current ones end at their period end.
 */
export async function updatePlan(context: AppContext, subscribers: PlanSubscribers, actor: AdminActor, planId: string, input: PlanUpdate & { reason: string }): Promise<AdminPlan> {
  const { reason, ...fields } = input;
  const changes = toPlanColumns(fields);
  const now = context.clock.now();
  const outcome = await context.db.transaction(async (tx) => {
    const before = isUuid(planId) ? await lockPlan(tx, planId) : undefined;
    if (!before) throw notFound('Plan');
    assertPriceFitsType(before.type, changes.priceCents ?? before.priceCents);
    const retiring = before.isActive && changes.isActive === false;
    if (retiring && before.type === 'free') throw conflict('The free plan cannot be retired: customers without a paid plan are on it', 'plan_required');
    const after = await updatePlanRow(tx, planId, { ...changes, updatedAt: now });
    const ended = retiring ? await subscribers.endOnRetiredPlan(tx, planId, now) : { ended: 0, providerRefs: [] };
    await recordAdminAction(tx, {
      ...auditBy(actor, reason),
      action: retiring ? 'plan.retire' : before.isActive || !after.isActive ? 'plan.update' : 'plan.reactivate',
      targetType: 'plan',
      targetId: planId,
      details: { ...changedFields(toPlan(before), toPlan(after)), ...(retiring && { subscriptions_ending: ended.ended }) },
    });
    return { after, providerRefs: ended.providerRefs };
  });
  await subscribers.stopProviderBilling(context, outcome.providerRefs);
  return { ...toPlan(outcome.after), subscribers: (await subscribers.countByPlan(context)).get(planId) ?? 0 };
}

/** The free plan is the one that costs nothing; a paid plan must cost something, or it would skip the checkout. */
function assertPriceFitsType(type: PlanRow['type'], priceCents: number): void {
  if (type === 'free' && priceCents !== 0) throw invalidField('price_cents', 'The free plan must cost 0');
  if (type !== 'free' && priceCents === 0) throw invalidField('price_cents', 'A paid plan must cost more than 0');
}

type PlanFields = Omit<PlanCreate, 'reason'> & { is_active?: boolean };

function toPlanColumns(fields: Partial<PlanFields>): Partial<NewPlanRow> {
  const columns: Partial<NewPlanRow> = {
    type: fields.type,
    name: fields.name,
    description: fields.description,
    priceCents: fields.price_cents,
    currency: fields.currency,
    monthlyCredits: fields.monthly_credits,
    features: fields.features,
    allowCustomImages: fields.allow_custom_images,
    allowedStoryLengths: fields.allowed_story_lengths,
    savedCharacters: fields.saved_characters,
    sortOrder: fields.sort_order,
    isActive: fields.is_active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}


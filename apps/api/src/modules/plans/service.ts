import type { Plan } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { toPlan } from './plan-view';
import { findFreePlan, findPlanById, listActivePaidPlans, listActivePlans, listPlansByIds, type PlanRow } from './repo';

/** What other modules may ask of the plan catalogue. */
export type { PlanRow };

export const findPlan = (db: DbOrTx, id: string): Promise<PlanRow | undefined> => findPlanById(db, id);
export const findTheFreePlan = (db: DbOrTx): Promise<PlanRow | undefined> => findFreePlan(db);
export const listPaidPlans = (db: DbOrTx): Promise<PlanRow[]> => listActivePaidPlans(db);
export const listPlans = (db: DbOrTx): Promise<PlanRow[]> => listActivePlans(db);
/** The plans named (subscriptions may be on a retired one), in the catalogue's order. */
export const plansByIds = (db: DbOrTx, ids: readonly string[]): Promise<PlanRow[]> => listPlansByIds(db, ids);

/** The plans on offer, as the pricing page shows them. */
export async function listPlansOnOffer(context: AppContext): Promise<Plan[]> {
  return (await listActivePlans(context.db)).map(toPlan);
}

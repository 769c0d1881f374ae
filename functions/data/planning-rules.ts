import type { PlanningRuleFields } from '#shared/meal-plans/planning-rules-schemas';
import { type Owner, ownerPartition } from './owner';
import { putPart, type Table } from './table';

/** An owner's planning rules: one item in its partition, beside its plans (read in one GetItem). */
const rulesKey = (owner: Owner) => ({ pk: ownerPartition(owner), sk: 'PLANNINGRULES' });

/** The rules as stored; a field an older item lacks reads as no such rule. */
export type PlanningRulesRecord = Partial<PlanningRuleFields>;

export const createPlanningRules = (table: Table) => ({
  /** The owner's rules, or undefined when they were never saved. */
  get: (owner: Owner) => table.get<PlanningRulesRecord>(rulesKey(owner), { consistent: true }),

  put: (owner: Owner, rules: PlanningRuleFields) =>
    table.write(
      putPart({
        ...rulesKey(owner),
        type: 'PlanningRules',
        tagLimits: rules.tagLimits,
        noRepeatDays: rules.noRepeatDays,
        maxTotalTime: rules.maxTotalTime,
        prefer: rules.prefer,
      }),
    ),
});

export type PlanningRulesStore = ReturnType<typeof createPlanningRules>;

import { useQuery } from '@tanstack/react-query';
import type { PlanningRuleFields } from '#shared/meal-plans/planning-rules-schemas';
import type { ContextOwner } from '#web/lib/acting-context';
import { callApi } from '#web/lib/api-client';
import { useRefreshingMutation } from '#web/lib/use-refreshing-mutation';

const planningRulesKey = (owner: ContextOwner | null) => ['planning-rules', owner] as const;

/** The acting owner's planning rules ("Plan my week" keeps them). */
export const usePlanningRules = (owner: ContextOwner | null) =>
  useQuery({
    queryKey: planningRulesKey(owner),
    queryFn: ({ signal }) =>
      owner && 'groupId' in owner
        ? callApi('groupPlanningRules', { params: owner, signal })
        : callApi('userPlanningRules', { params: { userId: owner?.userId ?? '' }, signal }),
    enabled: owner !== null,
  });

export const useSavePlanningRules = () =>
  useRefreshingMutation({
    mutationFn: ({ owner, rules }: { owner: ContextOwner; rules: PlanningRuleFields }) =>
      callApi('savePlanningRules', { body: { ...rules, ...owner } }),
    stale: ({ owner }) => planningRulesKey(owner),
  });

import { useTranslation } from 'react-i18next';

const KNOWN_PLANS = ['free', 'boost', 'creator', 'pro', 'agency'] as const;
type KnownPlan = (typeof KNOWN_PLANS)[number];

const isKnownPlan = (plan: string): plan is KnownPlan => KNOWN_PLANS.includes(plan as KnownPlan);

/** Plan ids come from the server; unknown paid plans are shown by their id. */
export function usePlanLabel(): (plan: string) => string {
  const { t } = useTranslation();
  return (plan) => (isKnownPlan(plan) ? t(`plans.${plan}`) : plan);
}

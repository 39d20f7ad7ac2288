import { PLAN_ORDER, PLANS, planIdOf, type UsageKind } from '@reelwright/contracts';

const nouns: Record<UsageKind, string> = {
  scriptsGenerated: 'scripts',
  audioGenerated: 'voice-over characters',
  thumbnailsGenerated: 'thumbnails',
  videosCreated: 'videos',
};

const format = (n: number) => n.toLocaleString('en-US');

/**
 * The sentence for a refused request: what ran out, on which plan, and what the next plan
 * gives — e.g. 'You have used all 3 scripts of the Free plan this month. Boost gives you 25.'
 */
export function quotaMessage(input: {
  subscription: string;
  kind: UsageKind;
  used: number;
  requested: number;
  renewsOn: string;
}): string {
  const planId = planIdOf(input.subscription);
  const plan = PLANS[planId];
  const limit = plan.limits[input.kind];
  const noun = nouns[input.kind];
  const left = Math.max(0, limit - input.used);
  const first =
    left === 0
      ? `You have used all ${format(limit)} ${noun} of the ${plan.name} plan this month.`
      : `This needs ${format(input.requested)} ${noun}, but only ${format(left)} of the ${plan.name} plan's ${format(limit)} are left this month.`;
  const next = PLAN_ORDER.slice(PLAN_ORDER.indexOf(planId) + 1)
    .map((id) => PLANS[id])
    .find((candidate) => {
      const allowance = candidate.limits[input.kind];
      return allowance === -1 || allowance > limit;
    });
  if (next === undefined) return `${first} Your allowance renews on ${input.renewsOn}.`;
  const allowance = next.limits[input.kind];
  return `${first} ${next.name} gives you ${allowance === -1 ? 'unlimited' : format(allowance)}.`;
}

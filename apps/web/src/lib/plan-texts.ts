import type { Plan } from '@reelwright/contracts';
import type { TFunction } from 'i18next';

// Types only from the contracts: the landing's pricing uses this too, and must not load zod.

/** The contract's UNLIMITED limit. */
const UNLIMITED = -1;

/** The plan features the app has texts for (global `billing.features.*`); others show their own text. */
const FEATURE_KEYS = {
  'basic-voices': 'billing.features.basicVoices',
  'sd-export': 'billing.features.sdExport',
  'community-support': 'billing.features.communitySupport',
  'all-voices': 'billing.features.allVoices',
  'hd-export': 'billing.features.hdExport',
  'priority-support': 'billing.features.prioritySupport',
  'api-access': 'billing.features.apiAccess',
  analytics: 'billing.features.analytics',
  'call-back': 'billing.features.callBack',
} as const;

const isFeatureKey = (key: string): key is keyof typeof FEATURE_KEYS => key in FEATURE_KEYS;

/** US cents as the user's locale writes dollars: whole amounts without decimals ('$199'). */
export function formatUsd(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/**
 * What a plan gives, one line each, as the plans page and the landing's pricing list it: the
 * monthly limits (voice-over in thousands of characters), then the plan's features.
 */
export function planLines(plan: Plan, t: TFunction, language: string): string[] {
  const number = new Intl.NumberFormat(language);
  const limit = (value: number, inThousands = false) =>
    value === UNLIMITED
      ? t('usage.unlimited')
      : inThousands
        ? t('usage.thousands', { value: number.format(Math.floor(value / 1000)) })
        : number.format(value);
  return [
    t('billing.limits.scripts', { value: limit(plan.limits.scriptsGenerated) }),
    t('billing.limits.voiceOver', { value: limit(plan.limits.audioGenerated, true) }),
    t('billing.limits.thumbnails', { value: limit(plan.limits.thumbnailsGenerated) }),
    t('billing.limits.videos', { value: limit(plan.limits.videosCreated) }),
    ...plan.features.map((feature) =>
      isFeatureKey(feature.key) ? t(FEATURE_KEYS[feature.key]) : feature.text,
    ),
  ];
}

import { keywordStuffing, PHRASEBOOKS, type AdviceName, type UiLanguage } from './advice-text';
import type { ScriptFeatures } from './features';
import { impactOf, type ScoreBreakdown, type SignalName } from './scores';

export const MAX_RECOMMENDATIONS = 5;
/** Advice worth less than this many points of `total_score` is not given. */
const MIN_IMPACT = 0.1;

/**
 * A Short loses its viewers in its first seconds, before any sentence's polish matters: what is
 * wrong with its hook, its greeting or its payoff is said first.
 */
const SHORT_FORM_ADVICE: ReadonlySet<AdviceName> = new Set(['hookLength', 'noGreeting', 'payoff']);

/** The advice that fixes a weak signal; related signals share one piece of advice. */
function adviceFor(signal: SignalName, features: ScriptFeatures): AdviceName {
  switch (signal) {
    case 'paragraphs':
    case 'paragraphLength':
      return 'sections';
    case 'sentenceLength':
    case 'longSentences':
      return 'sentenceLength';
    case 'topicCoverage':
      return 'topic';
    case 'topicDensity':
      return keywordStuffing(features) ? 'keywordStuffing' : 'topic';
    default:
      return signal;
  }
}

/**
 * Concrete advice for the weakest parts of a script, the one worth the most `total_score`
 * points first (see `impactOf`) — for a Short, its hook, greeting and payoff before the rest —
 * at most five.
 */
export function recommendScriptChanges(
  features: ScriptFeatures,
  breakdown: ScoreBreakdown,
  uiLanguage: UiLanguage = 'en',
): string[] {
  if (features.length === 0) return [];
  const gains = new Map<AdviceName, number>();
  for (const [signal, impact] of impactOf(breakdown)) {
    const advice = adviceFor(signal, features);
    gains.set(advice, (gains.get(advice) ?? 0) + impact);
  }
  const phrasebook = PHRASEBOOKS[uiLanguage];
  const first = (advice: AdviceName) =>
    features.form === 'short' && SHORT_FORM_ADVICE.has(advice) ? 1 : 0;
  return [...gains.entries()]
    .filter(([, gain]) => gain >= MIN_IMPACT)
    .sort((a, b) => first(b[0]) - first(a[0]) || b[1] - a[1])
    .slice(0, MAX_RECOMMENDATIONS)
    .map(([advice]) => phrasebook[advice](features));
}

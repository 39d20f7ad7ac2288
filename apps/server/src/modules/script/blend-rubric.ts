import type { QualityAssessmentResult } from '@reelwright/contracts';
import { gradeOf, SCORE_NAMES, type QualityAssessment } from '@reelwright/script-kit';
import type { Rubric } from './writers/script-writer';

const CRITERIA = SCORE_NAMES;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Half the AI's judgement, half the measured features: the model reads meaning the local
 * analysis cannot, the analysis keeps the score steady and explainable.
 */
export function blendRubric(local: QualityAssessment, rubric: Rubric): QualityAssessmentResult {
  const scores = Object.fromEntries(
    CRITERIA.map((name) => [name, round1((local[name] + rubric[name]) / 2)]),
  ) as Record<(typeof CRITERIA)[number], number>;
  const aiTotal = CRITERIA.reduce((sum, name) => sum + rubric[name], 0) / CRITERIA.length;
  const total = round1((local.total_score + aiTotal) / 2);
  // A Short's local advice leads: it starts with what its hook, greeting and payoff need.
  const [lead, rest] =
    local.form === 'short'
      ? [local.recommendations, rubric.recommendations]
      : [rubric.recommendations, local.recommendations];
  const recommendations = [...lead, ...rest]
    .map((line) => line.trim())
    .filter((line, index, all) => line !== '' && all.indexOf(line) === index)
    .slice(0, 5);
  return {
    ...scores,
    total_score: total,
    video_duration: local.video_duration,
    recommendations,
    grade: gradeOf(total),
    source: 'blended',
    form: local.form,
    ...(local.short_form ? { short_form: local.short_form } : {}),
  };
}

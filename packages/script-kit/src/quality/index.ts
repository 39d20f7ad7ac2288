export {
  analyzeScript,
  gradeOf,
  type Grade,
  type QualityAssessment,
  type ShortFormMeasures,
} from './analyze-script';
export { ruPlural, type UiLanguage } from './advice-text';
export { measureScriptFeatures, type ScriptContext, type ScriptFeatures } from './features';
export { MAX_RECOMMENDATIONS, recommendScriptChanges } from './recommendations';
export {
  SCORE_NAMES,
  SCORE_WEIGHTS,
  scoreFeatures,
  type ScoreBreakdown,
  type ScoreComponent,
  type ScoreName,
  type SignalName,
} from './scores';

export { kWeightingSections, type Biquad } from './k-weighting';
export { createLoudnessMeter, integratedLoudness, type LoudnessMeter } from './loudness-meter';
export {
  fromDb,
  samplePeak,
  toDb,
  truePeak,
  truePeakEnvelope,
  type PeakEnvelope,
} from './true-peak';
export {
  LIMITER_LOOK_AHEAD_MS,
  LIMITER_RELEASE_MS,
  limiterGains,
  type GainPiece,
  type LimiterOptions,
} from './true-peak-limiter';
export {
  normalizeLoudness,
  type LoudnessProgress,
  type LoudnessReport,
  type LoudnessTarget,
} from './normalize-loudness';

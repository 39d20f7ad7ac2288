export { kWeightingSections, type Biquad } from './k-weighting';
export { createLoudnessMeter, integratedLoudness, type LoudnessMeter } from './loudness-meter';
export { fromDb, samplePeak, toDb, truePeak, type PeakEnvelope } from './true-peak';
export {
  LIMITER_LOOK_AHEAD_MS,
  LIMITER_RELEASE_MS,
  limiterGains,
  type GainPiece,
  type LimiterOptions,
} from './true-peak-limiter';
export {
  PLAN_READ_FRAMES,
  createLoudnessApplier,
  planLoudness,
  type LoudnessPlan,
  type LoudnessProgress,
  type LoudnessReport,
  type LoudnessTarget,
  type SignalSource,
} from './loudness-plan';
export { memorySignal, normalizeLoudness } from './normalize-loudness';
export {
  createPeakEnvelopeBuilder,
  createTruePeakMeter,
  truePeakEnvelope,
  type PeakEnvelopeBuilder,
  type TruePeakMeter,
} from './streaming-peaks';

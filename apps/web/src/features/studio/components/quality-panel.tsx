import type { QualityAssessmentResult } from '@reelwright/contracts';
import { SCORE_NAMES } from '@reelwright/script-kit';
import { Lightbulb, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const SCORES = ['total_score', ...SCORE_NAMES] as const;

const GRADE_COLOURS = {
  A: 'bg-success-600 text-white',
  B: 'bg-warning-500 text-studio-bg',
  C: 'bg-danger-600 text-white',
} as const;

type MeterProps = {
  label: string;
  value: number;
  max: number;
  /** Read out by assistive technology. */
  valueText: string;
  /** Shown beside the bar. */
  display: string;
};

/** A labelled bar with meter semantics: its name, value and range reach assistive technology. */
function Meter({ label, value, max, valueText, display }: MeterProps) {
  const labelId = useId();
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div className="grid grid-cols-[7rem_1fr_auto] items-center gap-2 text-xs">
      <span id={labelId} className="truncate text-studio-ink-muted">
        {label}
      </span>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-studio-bg"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-500"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        className="min-w-10 text-right font-medium whitespace-nowrap text-studio-ink tabular-nums"
      >
        {display}
      </span>
    </div>
  );
}

type ShortFormFactsProps = {
  measures: NonNullable<QualityAssessmentResult['short_form']>;
  format: (value: number) => string;
};

/** A Short's hook and payoff, measured: what its structure score stands on. */
function ShortFormFacts({ measures, format }: ShortFormFactsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const unit =
    measures.length_unit === 'words'
      ? t('studio.quality.hookWords')
      : t('studio.quality.hookCharacters');
  return (
    <div className="space-y-1 text-xs">
      <h4 id={titleId} className="font-semibold text-studio-ink">
        {t('studio.quality.shortForm')}
      </h4>
      <dl aria-labelledby={titleId} className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1">
        <dt className="text-studio-ink-muted">{t('studio.quality.hookLength')}</dt>
        <dd className="text-studio-ink tabular-nums">
          {t('studio.quality.hookValue', {
            length: measures.hook_length,
            unit,
            seconds: format(measures.hook_seconds),
          })}
        </dd>
        <dt className="text-studio-ink-muted">{t('studio.quality.payoff')}</dt>
        <dd className="text-studio-ink tabular-nums">
          {measures.payoff_seconds === null
            ? t('studio.quality.noPayoff')
            : t('studio.quality.secondsValue', { seconds: format(measures.payoff_seconds) })}
        </dd>
      </dl>
      {measures.greeting && <p className="text-warning-500">{t('studio.quality.greeting')}</p>}
    </div>
  );
}

type QualityPanelProps = {
  assessment: QualityAssessmentResult;
  /** Minutes the chosen duration stands for, the length bar's full mark. */
  targetMinutes: number;
  checking: boolean;
};

/** The assessment: grade letter, nine scores as bars, the first recommendation as a tip. */
export function QualityPanel({ assessment, targetMinutes, checking }: QualityPanelProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const tip = assessment.recommendations[0];
  // A Short's length reads in seconds: "0.3 of 0.25 min" says nothing.
  const spokenSeconds = assessment.short_form?.spoken_seconds;
  const seconds = (value: number) => String(Math.round(value));

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-card border border-studio-line bg-studio-raised/50 p-4"
    >
      <div className="flex items-center gap-3">
        <span
          className={`grid size-11 shrink-0 place-items-center rounded-control text-2xl font-bold ${GRADE_COLOURS[assessment.grade]}`}
          aria-hidden="true"
        >
          {assessment.grade}
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="text-sm font-semibold">
            {t('studio.quality.title')}
          </h3>
          <p className="text-xs text-studio-ink-muted">
            <span className="font-semibold text-studio-ink">
              {t('studio.quality.grade', { grade: assessment.grade })}
            </span>
            {' · '}
            {assessment.source === 'blended'
              ? t('studio.quality.blended')
              : t('studio.quality.local')}
          </p>
        </div>
        {checking && (
          <span
            role="status"
            className="ml-auto inline-flex items-center gap-1 text-xs text-studio-ink-muted"
          >
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            {t('studio.quality.checking')}
          </span>
        )}
      </div>

      <div className="space-y-1.5">
        {SCORES.map((name) => (
          <Meter
            key={name}
            label={t(`studio.quality.${name}`)}
            value={assessment[name]}
            max={10}
            valueText={t('studio.quality.scoreValue', { score: number.format(assessment[name]) })}
            display={number.format(assessment[name])}
          />
        ))}
        <Meter
          label={t('studio.quality.video_duration')}
          value={spokenSeconds ?? assessment.video_duration}
          max={spokenSeconds === undefined ? targetMinutes : targetMinutes * 60}
          valueText={
            spokenSeconds !== undefined
              ? t('studio.quality.lengthValueSeconds', {
                  seconds: seconds(spokenSeconds),
                  target: Math.round(targetMinutes * 60),
                })
              : t('studio.quality.lengthValue', {
                  minutes: number.format(assessment.video_duration),
                  target: targetMinutes,
                })
          }
          display={
            spokenSeconds !== undefined
              ? t('studio.quality.secondsValue', { seconds: seconds(spokenSeconds) })
              : t('studio.status.minutes', { minutes: number.format(assessment.video_duration) })
          }
        />
      </div>

      {assessment.short_form !== undefined && (
        <ShortFormFacts measures={assessment.short_form} format={(value) => number.format(value)} />
      )}

      {tip !== undefined && (
        <p className="flex gap-2 rounded-control bg-studio-bg px-3 py-2 text-xs leading-relaxed text-studio-ink">
          <Lightbulb aria-hidden="true" className="mt-px size-3.5 shrink-0 text-warning-500" />
          <span>
            <span className="font-semibold">{t('studio.quality.tip')}: </span>
            {tip}
          </span>
        </p>
      )}
    </section>
  );
}

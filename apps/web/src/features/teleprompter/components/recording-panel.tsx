import { Circle, Download, RotateCcw, Square, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import type { RecordingKind } from '../core/recording-format';
import type { TakePhase } from '../recording/use-take';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

type RecordingPanelProps = {
  kind: RecordingKind;
  onKindChange: (kind: RecordingKind) => void;
  phase: TakePhase;
  canRecord: boolean;
  onStart: () => void;
  onStop: () => void;
  onAbort: () => void;
  save: SaveState;
  onSave: () => void;
  using: boolean;
  useError: string | null;
  onUse: () => void;
  /** the take is upright (a vertical project's) */
  upright?: boolean;
};

const KINDS: readonly RecordingKind[] = ['video', 'audio'];

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Video or audio, start / stop / abort with the timer, then the take with its actions. */
export function RecordingPanel({
  kind,
  onKindChange,
  phase,
  canRecord,
  onStart,
  onStop,
  onAbort,
  save,
  onSave,
  using,
  useError,
  onUse,
  upright = false,
}: RecordingPanelProps) {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  const titleId = useId();
  const busy =
    phase.kind === 'countdown' || phase.kind === 'recording' || phase.kind === 'finishing';
  const take = phase.kind === 'stopped' ? phase.take : null;
  const takeUrl = useMemo(() => (take ? URL.createObjectURL(take.blob) : null), [take]);
  useEffect(
    () => () => {
      if (takeUrl) URL.revokeObjectURL(takeUrl);
    },
    [takeUrl],
  );

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className={labelClass}>
        {t('recording.label')}
      </h3>
      <fieldset disabled={busy} className="flex items-center gap-3 text-sm">
        <legend className="sr-only">{t('recording.kind')}</legend>
        {KINDS.map((value) => (
          <label key={value} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${titleId}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => onKindChange(value)}
              className="accent-brand-500"
            />
            {t(`recording.${value}`)}
          </label>
        ))}
      </fieldset>

      <div className="flex flex-wrap items-center gap-2">
        {phase.kind === 'recording' || phase.kind === 'countdown' ? (
          <>
            <button
              type="button"
              onClick={onStop}
              disabled={phase.kind !== 'recording'}
              className={primaryButtonClass}
            >
              <Square aria-hidden="true" className="size-4" />
              {t('recording.stop')}
            </button>
            <button type="button" onClick={onAbort} className={secondaryButtonClass}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('recording.abort')}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={onStart}
            disabled={!canRecord || phase.kind === 'finishing'}
            className={primaryButtonClass}
          >
            <Circle aria-hidden="true" className="size-4 fill-current text-danger-600" />
            {t('recording.start')}
          </button>
        )}
        <p className="ml-auto text-sm tabular-nums" aria-live="polite">
          {phase.kind === 'recording' && (
            <>
              <span className="sr-only">{t('recording.timer')}: </span>
              <span
                data-testid="recording-timer"
                data-seconds={phase.seconds}
                className="inline-flex items-center gap-1.5 font-semibold text-studio-ink"
              >
                {/* red as a recording light; the digits stay light for contrast on the dark panel */}
                <span aria-hidden="true" className="size-2.5 rounded-full bg-danger-600" />
                {clock(phase.seconds)}
              </span>
            </>
          )}
          {phase.kind === 'countdown' && t('recording.countdown', { value: phase.value })}
        </p>
      </div>

      {phase.kind === 'finishing' && (
        <div>
          <p className="text-sm text-studio-ink-muted">{t('recording.finishing')}</p>
          <progress
            aria-label={t('recording.finishing')}
            className="h-1.5 w-full accent-brand-500"
          />
        </div>
      )}
      {phase.kind === 'failed' && (
        <p
          role="alert"
          className="rounded-control border border-danger-600 bg-danger-600/20 px-3 py-2 text-sm"
        >
          {phase.message}
        </p>
      )}

      {take && takeUrl && (
        <div
          className="space-y-2 rounded-control border border-studio-line p-3"
          data-testid="take"
          data-mime-type={take.mimeType}
        >
          <p className="flex items-baseline justify-between text-sm font-medium">
            {t('recording.ready')}
            <span
              className="text-xs text-studio-ink-muted tabular-nums"
              data-testid="take-duration"
              data-seconds={take.duration}
            >
              {t('recording.duration', { seconds: take.duration.toFixed(1) })}
            </span>
          </p>
          {take.type === 'video' ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the take is the user reading the script shown beside it, its text alternative
            <video
              src={takeUrl}
              controls
              playsInline
              aria-label={t('recording.take')}
              className={`rounded bg-black ${upright ? 'mx-auto aspect-[9/16] h-72' : 'aspect-video w-full'}`}
            />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- as above
            <audio src={takeUrl} controls aria-label={t('recording.take')} className="w-full" />
          )}
          <div className="flex flex-wrap gap-2">
            <a href={takeUrl} download={take.name} className={secondaryButtonClass}>
              <Download aria-hidden="true" className="size-4" />
              {t('result.download')}
            </a>
            <button type="button" onClick={onUse} disabled={using} className={primaryButtonClass}>
              {t('result.use')}
            </button>
            <button
              type="button"
              onClick={onSave}
              disabled={save.kind === 'saving' || save.kind === 'saved'}
              className={secondaryButtonClass}
            >
              {save.kind === 'saving'
                ? t('result.saving')
                : save.kind === 'saved'
                  ? t('result.saved')
                  : t('result.save')}
            </button>
            <button type="button" onClick={onAbort} className={secondaryButtonClass}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('recording.abort')}
            </button>
          </div>
          <div role="status" className="text-xs">
            {save.kind === 'saved' && <span className="text-success-600">{t('result.saved')}</span>}
          </div>
          {save.kind === 'failed' && (
            <p role="alert" className="text-sm">
              {t('result.saveFailed', { message: save.message })}
            </p>
          )}
          {useError !== null && (
            <p role="alert" className="text-sm">
              {t('result.useFailed', { message: useError })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

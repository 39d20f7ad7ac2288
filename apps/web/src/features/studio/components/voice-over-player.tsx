import { ChevronLeft, ChevronRight, ClipboardPlus, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioSource } from '../hooks/use-audio-source';
import type { VoiceOverTake } from '../voice-over-take';
import { AudioDownloadButton } from './audio-download-button';
import { iconButtonClass, primaryButtonClass } from '../../../components/ui/studio-classes';

type VoiceOverPlayerProps = {
  take: VoiceOverTake;
  /** The take is in the project already. */
  saved: boolean;
  onAdd: () => void;
};

type Mode = 'full' | 'parts';

/** `m:ss` for a number of seconds. */
const clock = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const segmentClass = (active: boolean) =>
  `flex-1 rounded-[calc(var(--radius-control)-0.25rem)] px-2 py-1 text-xs font-semibold ${
    active ? 'bg-studio-raised text-studio-ink' : 'text-studio-ink-muted hover:text-studio-ink'
  }`;

/**
 * Plays one voice-over: the full version, or its parts one by one with previous / next (going
 * on to the next part when one ends); shows the length, downloads the MP3 of what is shown and
 * adds the voice-over to the project. Keyed by take, so a new take starts afresh.
 */
export function VoiceOverPlayer({ take, saved, onAdd }: VoiceOverPlayerProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('full');
  const [index, setIndex] = useState(0);
  const audioRef = useRef<HTMLAudioElement>(null);
  /** The next source to load should start playing (a part ended, or a step while playing). */
  const autoplay = useRef(false);
  const [measured, setMeasured] = useState<{ key: string; seconds: number } | null>(null);

  const byParts = mode === 'parts' && take.parts.length > 0;
  const track = byParts ? (take.parts[index] ?? take.full) : take.full;
  const source = useAudioSource(track);
  const playableUrl = source.kind === 'ready' ? source.url : null;

  useEffect(() => {
    if (playableUrl === null || !autoplay.current) return;
    autoplay.current = false;
    void audioRef.current?.play()?.catch(() => undefined);
  }, [playableUrl]);

  const step = (to: number) => {
    autoplay.current = audioRef.current !== null && !audioRef.current.paused;
    setIndex(to);
  };

  const seconds = measured?.key === track.key ? measured.seconds : (track.duration ?? null);
  const partLabel = t('voice.partOf', { number: index + 1, total: take.parts.length });

  return (
    <div className="space-y-3">
      {take.parts.length > 0 && (
        <div
          role="group"
          aria-label={t('voice.player.show')}
          className="flex gap-1 rounded-control bg-studio-bg p-1"
        >
          {(['full', 'parts'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => {
                autoplay.current = false;
                setMode(value);
                setIndex(0);
              }}
              className={segmentClass(mode === value)}
            >
              {value === 'full'
                ? t('voice.player.full')
                : t('voice.player.parts', { total: take.parts.length })}
            </button>
          ))}
        </div>
      )}

      {byParts && (
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={() => step(index - 1)}
            disabled={index === 0}
            aria-label={t('voice.player.previous')}
            title={t('voice.player.previous')}
            className={iconButtonClass}
          >
            <ChevronLeft aria-hidden="true" className="size-4.5" />
          </button>
          <p aria-live="polite" className="text-sm font-semibold tabular-nums">
            {partLabel}
          </p>
          <button
            type="button"
            onClick={() => step(index + 1)}
            disabled={index >= take.parts.length - 1}
            aria-label={t('voice.player.next')}
            title={t('voice.player.next')}
            className={iconButtonClass}
          >
            <ChevronRight aria-hidden="true" className="size-4.5" />
          </button>
        </div>
      )}

      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the audio speaks the script shown above, which is its text alternative (WCAG 1.2.1) */}
      <audio
        ref={audioRef}
        controls
        preload="metadata"
        src={playableUrl ?? undefined}
        aria-label={byParts ? partLabel : t('voice.player.full')}
        onLoadedMetadata={(event) => {
          const { duration } = event.currentTarget;
          if (Number.isFinite(duration)) setMeasured({ key: track.key, seconds: duration });
        }}
        onEnded={() => {
          if (!byParts || index >= take.parts.length - 1) return;
          autoplay.current = true;
          setIndex(index + 1);
        }}
        className="w-full"
      />

      <p className="flex items-center gap-2 text-xs text-studio-ink-muted" role="status">
        {source.kind === 'loading' && (
          <>
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            {t('voice.player.loading')}
          </>
        )}
        {source.kind === 'failed' && t('voice.player.loadFailed')}
        {source.kind === 'ready' &&
          seconds !== null &&
          t('voice.player.duration', { time: clock(seconds) })}
      </p>

      <div className="flex flex-wrap gap-2">
        <AudioDownloadButton
          track={track}
          size={track.size ?? (source.kind === 'ready' ? source.size : null)}
        />
        {!saved && (
          <button type="button" onClick={onAdd} className={primaryButtonClass}>
            <ClipboardPlus aria-hidden="true" className="size-4" />
            {t('voice.player.addToEditor')}
          </button>
        )}
      </div>
      <p role="status" className="text-xs text-studio-ink-muted">
        {saved ? t('voice.player.added') : ''}
      </p>
    </div>
  );
}

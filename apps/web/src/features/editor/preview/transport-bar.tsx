import { skipPlayhead } from '@reelwright/timeline';
import { Pause, Play, SkipBack, SkipForward, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import { iconButtonClass } from '../../../components/ui/studio-classes';
import { formatTime } from '../format-time';
import { LevelMeter } from './level-meter';
import { MasterVolume } from '../tracks/master-volume';
import type { MixLevel } from './mix-level';
import { sliderClass } from './preview-classes';

/** Under the preview: skip back, play/pause, skip forward, sound, the mix's level and the time. */
export function TransportBar({ level }: { level?: () => MixLevel | null } = {}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const playing = useEditor((state) => state.playing);
  const muted = useEditor((state) => state.muted);
  const volume = useEditor((state) => state.volume);
  const volumeId = useId();

  const skip = (direction: -1 | 1) => {
    const state = store.getState();
    state.seek(skipPlayhead(state.history.document, state.playhead, direction));
  };
  const percent = Math.round(volume * 100);
  const shownPercent = muted ? 0 : percent;

  return (
    <div
      role="toolbar"
      aria-label={t('preview.transport')}
      className="flex flex-wrap items-center gap-1 border-t border-studio-line bg-studio-panel px-2 py-1.5 text-studio-ink"
    >
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('preview.skipBack')}
        title={t('preview.skipBack')}
        onClick={() => skip(-1)}
      >
        <SkipBack aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${iconButtonClass} text-studio-ink`}
        aria-label={playing ? t('preview.pause') : t('preview.play')}
        title={playing ? t('preview.pause') : t('preview.play')}
        onClick={() => store.getState().togglePlay()}
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
      </button>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('preview.skipForward')}
        title={t('preview.skipForward')}
        onClick={() => skip(1)}
      >
        <SkipForward aria-hidden="true" className="size-4" />
      </button>

      <div className="ml-2 flex items-center gap-1.5">
        <button
          type="button"
          className={iconButtonClass}
          aria-label={muted ? t('preview.unmute') : t('preview.mute')}
          title={muted ? t('preview.unmute') : t('preview.mute')}
          onClick={() => store.getState().setMuted(!muted)}
        >
          {muted || volume === 0 ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
        </button>
        <label htmlFor={volumeId} className="sr-only">
          {t('preview.volume')}
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={1}
          value={shownPercent}
          aria-valuetext={t('preview.volumeValue', { percent: shownPercent })}
          onChange={(event) => store.getState().setVolume(Number(event.target.value) / 100)}
          className={`${sliderClass} w-24`}
        />
      </div>

      <MasterVolume />

      {level && (
        <div className="ml-2">
          <LevelMeter level={level} />
        </div>
      )}

      <TransportTime />
    </div>
  );
}

/**
 * The time at the playhead and the total. Its own component: the time's text changes ten times a
 * second while playing, and only it re-renders then, not the bar's buttons and icons. Its box is
 * as wide as the total's text, so the new text never moves the bar's wrapped rows (under the
 * pointer resting on Play, a moved box costs the page a hover hit test).
 */
function TransportTime() {
  const { t } = useTranslation('editor');
  const time = useEditor((state) => formatTime(state.playhead));
  const total = useEditor((state) => formatTime(state.history.document.totalDuration));
  return (
    <p className="ml-auto px-2 font-mono text-xs text-studio-ink-muted tabular-nums">
      <span className="sr-only">{t('preview.time')}: </span>
      <span
        className="inline-block text-right text-studio-ink"
        style={{ minWidth: `${total.length}ch` }}
      >
        {time}
      </span>
      {' / '}
      {total}
    </p>
  );
}

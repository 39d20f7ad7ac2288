import { MASTER_VOLUME_MAX, setMasterVolume } from '@reelwright/timeline';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';

/**
 * The project's master volume, 0–200 %: saved with the project, heard in the preview (the mix
 * bus) and carried by the export before its loudness balance. A drag is one undo step.
 */
export function MasterVolume() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const percent = useEditor((state) => Math.round(state.history.document.masterVolume * 100));
  const id = useId();
  const hintId = useId();
  return (
    <div className="ml-2 flex items-center gap-1.5 text-xs text-studio-ink-muted">
      <label htmlFor={id}>{t('tracks.masterVolume')}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={MASTER_VOLUME_MAX * 100}
        step={1}
        value={percent}
        aria-describedby={hintId}
        aria-valuetext={t('tracks.masterVolumeValue', { percent })}
        className="w-24 accent-brand-500"
        onPointerDown={() => store.getState().beginGesture()}
        onPointerUp={() => store.getState().endGesture()}
        onChange={(event) =>
          store
            .getState()
            .run((document) => setMasterVolume(document, Number(event.target.value) / 100))
        }
      />
      <span className="w-10 tabular-nums text-studio-ink">{percent}%</span>
      <span id={hintId} className="sr-only">
        {t('tracks.masterVolumeHint')}
      </span>
    </div>
  );
}

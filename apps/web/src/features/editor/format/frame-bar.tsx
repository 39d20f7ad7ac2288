import {
  changeFormat,
  PICTURE_FITS,
  setItemFit,
  VIDEO_FORMATS,
  type PictureFit,
} from '@reelwright/timeline';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useEditor, useEditorStore } from '../store/editor-context';
import { SAFE_PLATFORMS, type SafePlatform } from '../../../lib/composition/safe-areas';
import { FORMAT_TEXT_KEY } from './format-names';
import { selectedMainPicture } from './selected-picture';

const segmentClass =
  'rounded-control px-2 py-1 text-xs font-medium text-studio-ink-muted hover:bg-studio-raised hover:text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400 aria-pressed:bg-brand-600/50 aria-pressed:text-white';

/** Which platforms' interfaces the safe-area overlay draws; null hides it. */
export type SafeAreaChoice = readonly SafePlatform[] | null;

export interface FrameBarProps {
  safeAreas: SafeAreaChoice;
  onSafeAreasChange: (next: SafeAreaChoice) => void;
  /** more tools for the picture (the picture area's Crop toggle) */
  pictureTools?: ReactNode;
}

/**
 * Above the preview: the project's format (each change one undo step), the selected main-track
 * picture's fit, and the safe-area overlay's toggle and platforms.
 */
export function FrameBar({ safeAreas, onSafeAreasChange, pictureTools }: FrameBarProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const format = useEditor((state) => state.history.document.format);
  // Only what the bar shows: a drag moving the picture along the timeline does not redraw it.
  const picture = useEditor(
    useShallow((state) => {
      const item = selectedMainPicture(state);
      return item ? { id: item.id, name: item.name, fit: item.fit } : null;
    }),
  );
  const safeId = useId();
  const hintId = useId();
  const fit: PictureFit = picture?.fit ?? 'fit';

  return (
    <div
      role="toolbar"
      aria-label={t('frame.bar')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-studio-line bg-studio-panel px-2 py-1 text-xs text-studio-ink will-change-transform"
    >
      <div role="group" aria-label={t('frame.format.label')} className="flex items-center gap-0.5">
        <span aria-hidden="true" className="mr-1 text-studio-ink-muted">
          {t('frame.format.label')}
        </span>
        <span id={hintId} className="sr-only">
          {t('frame.format.hint')}
        </span>
        {VIDEO_FORMATS.map((option) => (
          <button
            key={option}
            type="button"
            className={segmentClass}
            aria-pressed={option === format}
            aria-label={t(`frame.format.options.${FORMAT_TEXT_KEY[option]}`)}
            aria-describedby={hintId}
            title={t(`frame.format.options.${FORMAT_TEXT_KEY[option]}`)}
            onClick={() => store.getState().run((document) => changeFormat(document, option))}
          >
            {option}
          </button>
        ))}
      </div>
      {picture && (
        <div
          role="group"
          aria-label={t('frame.fit.label', { name: picture.name })}
          className="flex items-center gap-0.5"
        >
          {PICTURE_FITS.map((option) => (
            <button
              key={option}
              type="button"
              className={segmentClass}
              aria-pressed={option === fit}
              title={t(`frame.fit.descriptions.${option}`)}
              onClick={() =>
                store.getState().run((document) => setItemFit(document, picture.id, option))
              }
            >
              {t(`frame.fit.options.${option}`)}
            </button>
          ))}
        </div>
      )}
      {pictureTools}
      <div className="ml-auto flex items-center gap-2">
        <label className="flex items-center gap-1.5">
          <input
            type="checkbox"
            className="accent-brand-500"
            checked={safeAreas !== null}
            onChange={(event) => onSafeAreasChange(event.target.checked ? SAFE_PLATFORMS : null)}
          />
          {t('frame.safe.toggle')}
        </label>
        {safeAreas !== null && format === '9:16' && (
          <>
            <label htmlFor={safeId} className="sr-only">
              {t('frame.safe.platforms')}
            </label>
            <select
              id={safeId}
              className="rounded-control border border-studio-line bg-studio-bg px-1.5 py-0.5 text-xs text-studio-ink"
              value={safeAreas.length === 1 ? safeAreas[0] : 'all'}
              onChange={(event) =>
                onSafeAreasChange(
                  event.target.value === 'all'
                    ? SAFE_PLATFORMS
                    : [event.target.value as SafePlatform],
                )
              }
            >
              <option value="all">{t('frame.safe.all')}</option>
              {SAFE_PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`frame.safe.${platform}`)}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </div>
  );
}

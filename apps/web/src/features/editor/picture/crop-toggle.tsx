import { useTranslation } from 'react-i18next';
import { useEditor } from '../store/editor-context';
import { shownPicture } from './picture-selection';

/**
 * The frame bar's Crop toggle for the selected video or image showing at the playhead (kept out
 * of the picture, which a small preview would leave no room to drag).
 */
export function CropToggle({
  cropping,
  onCroppingChange,
}: {
  cropping: boolean;
  onCroppingChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('editor');
  const item = useEditor(shownPicture);
  if (item === null) return null;
  return (
    <button
      type="button"
      aria-pressed={cropping}
      aria-label={t('picture.handles.cropModeLabel', { name: item.name })}
      className={`rounded-control border px-2 py-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-400 ${cropping ? 'border-brand-400 bg-brand-600 text-white' : 'border-studio-line text-studio-ink hover:bg-studio-raised'}`}
      onClick={() => onCroppingChange(!cropping)}
    >
      {t('picture.handles.cropMode')}
    </button>
  );
}

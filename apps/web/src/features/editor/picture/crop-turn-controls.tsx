import {
  CROP_EDGES,
  NO_CROP,
  flipItem,
  isCroppable,
  isUncropped,
  resetItemCrop,
  rotateItem,
  setItemCrop,
  setItemRotation,
  type EditResult,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import { useTranslation } from 'react-i18next';
import { NumberField, plainButton, pressedButton } from './picture-controls';

/**
 * The picture inspector's Crop & rotate section: each crop edge in % (pictures only), −90° /
 * +90°, the angle in degrees, Flip H / Flip V, each with a Reset.
 */
export function CropTurnControls({
  item,
  run,
}: {
  item: TimelineItem;
  run: (command: (document: TimelineDocument) => EditResult) => void;
}) {
  const { t } = useTranslation('editor');
  const crop = { ...NO_CROP, ...item.crop };
  const rotation = item.rotation ?? 0;
  const picture = isCroppable(item);
  return (
    <>
      {picture && (
        <fieldset className="flex flex-wrap items-center gap-1.5 @max-sm:w-full">
          <legend className="sr-only">{t('picture.inspector.cropEdges')}</legend>
          <span aria-hidden className="text-studio-ink-muted @max-sm:basis-full">
            {t('picture.inspector.crop')}
          </span>
          {CROP_EDGES.map((edge) => (
            <NumberField
              key={edge}
              label={t('picture.inspector.cropEdge', { edge: t(`picture.inspector.${edge}`) })}
              short={t(`picture.inspector.${edge}`)}
              value={Math.round(crop[edge] * 1000) / 10}
              min={0}
              max={90}
              step={1}
              onValue={(percent) =>
                run((document) => setItemCrop(document, item.id, { [edge]: percent / 100 }))
              }
            />
          ))}
          <button
            type="button"
            className={plainButton}
            aria-label={t('picture.inspector.resetCrop')}
            disabled={isUncropped(item.crop)}
            onClick={() => run((document) => resetItemCrop(document, item.id))}
          >
            {t('picture.inspector.reset')}
          </button>
        </fieldset>
      )}
      <div
        role="group"
        aria-label={t('picture.inspector.rotate')}
        className="flex flex-wrap items-center gap-1.5"
      >
        <button
          type="button"
          className={plainButton}
          aria-label={t('picture.inspector.rotateLeft')}
          title={t('picture.inspector.rotateLeft')}
          onClick={() => run((document) => rotateItem(document, item.id, -90))}
        >
          −90°
        </button>
        <button
          type="button"
          className={plainButton}
          aria-label={t('picture.inspector.rotateRight')}
          title={t('picture.inspector.rotateRight')}
          onClick={() => run((document) => rotateItem(document, item.id, 90))}
        >
          +90°
        </button>
        <NumberField
          label={t('picture.inspector.degrees')}
          short="°"
          value={rotation}
          min={-180}
          max={180}
          step={1}
          onValue={(degrees) => run((document) => setItemRotation(document, item.id, degrees))}
        />
        <button
          type="button"
          className={plainButton}
          aria-label={t('picture.inspector.resetRotation')}
          disabled={rotation === 0}
          onClick={() => run((document) => setItemRotation(document, item.id, 0))}
        >
          {t('picture.inspector.reset')}
        </button>
        {(['h', 'v'] as const).map((axis) => {
          const pressed = axis === 'h' ? item.flipH === true : item.flipV === true;
          return (
            <button
              key={axis}
              type="button"
              aria-pressed={pressed}
              aria-label={t(
                axis === 'h' ? 'picture.inspector.flipHLabel' : 'picture.inspector.flipVLabel',
              )}
              className={pressed ? pressedButton : plainButton}
              onClick={() => run((document) => flipItem(document, item.id, axis))}
            >
              {t(axis === 'h' ? 'picture.inspector.flipH' : 'picture.inspector.flipV')}
            </button>
          );
        })}
      </div>
    </>
  );
}

import { THUMBNAIL_OBJECTS_MAX } from '@reelwright/contracts';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelClass, secondaryButtonClass } from '../../../components/ui/studio-classes';
import type { usePickedImages } from '../hooks/use-picked-images';
import { IMAGE_ACCEPT } from '../image-checks';
import { FilePreview } from './file-preview';

type PickedImages = ReturnType<typeof usePickedImages>;

const PROBLEM_KEYS = {
  type: 'errors.imageType',
  size: 'errors.imageSize',
  tooMany: 'errors.tooMany',
} as const;

/**
 * The optional reference image (its look becomes the background) and object images (placed on
 * the thumbnail): picked, checked, shown small with a remove button.
 */
export function ImagePickers({ picked, disabled }: { picked: PickedImages; disabled: boolean }) {
  const { t } = useTranslation('thumbnails');
  const referenceId = useId();
  const objectsId = useId();
  const rulesId = useId();

  const picker = (
    id: string,
    text: string,
    multiple: boolean,
    onFiles: (files: File[]) => void,
    full = false,
  ) => (
    <>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled || full}
        aria-describedby={rulesId}
        className="peer sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`${secondaryButtonClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-50`}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {text}
      </label>
    </>
  );

  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <p className={labelClass}>{t('images.reference')}</p>
        <div className="flex flex-wrap items-center gap-2">
          {picked.reference !== null ? (
            <ul>
              <FilePreview file={picked.reference} onRemove={picked.removeReference} />
            </ul>
          ) : (
            picker(referenceId, t('images.addReference'), false, (files) => {
              if (files[0]) picked.pickReference(files[0]);
            })
          )}
        </div>
      </div>
      <div className="space-y-2">
        <p className={labelClass}>{t('images.objects')}</p>
        <div className="flex flex-wrap items-center gap-2">
          {picked.objects.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {picked.objects.map((file, index) => (
                <FilePreview
                  key={`${file.name}-${index}`}
                  file={file}
                  onRemove={() => picked.removeObject(file)}
                />
              ))}
            </ul>
          )}
          {picker(
            objectsId,
            t('images.addObjects'),
            true,
            picked.addObjects,
            picked.objects.length >= THUMBNAIL_OBJECTS_MAX,
          )}
        </div>
      </div>
      <p id={rulesId} className="text-xs text-studio-ink-muted">
        {t('images.rules')}
      </p>
      {picked.refused.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-red-300">
          {picked.refused.map((refused) => (
            <li key={`${refused.name}-${refused.problem}`}>
              {t(PROBLEM_KEYS[refused.problem], { name: refused.name })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

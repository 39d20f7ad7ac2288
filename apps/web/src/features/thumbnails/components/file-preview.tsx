import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/ui/studio-classes';

/** A picked image, small, with its remove button; its object URL lives as long as it is shown. */
export function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('thumbnails');
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <li className="relative size-16 shrink-0 overflow-hidden rounded-control border border-studio-line bg-studio-bg">
      <img ref={imageRef} alt={file.name} className="size-full object-cover" />
      <button
        type="button"
        className={`${iconButtonClass} absolute top-0.5 right-0.5 size-6 bg-black/60 text-white`}
        aria-label={t('images.remove', { name: file.name })}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}

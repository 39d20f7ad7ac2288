import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../../components/ui/studio-classes';

export type CopyPart = 'title' | 'description' | 'chapters' | 'tags' | 'hashtags';

/** 'Copy' for one part of the pack; reads 'Copied' for a moment after it worked. */
export function CopyButton({
  part,
  copied,
  onCopy,
}: {
  part: CopyPart;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation('publish');
  const Icon = copied ? Check : Copy;
  return (
    <button type="button" className={secondaryButtonClass} onClick={onCopy}>
      <Icon aria-hidden="true" className="size-3.5" />
      {copied ? t('copy.done') : t('copy.idle')}
      <span className="sr-only"> {t(`copy.parts.${part}`)}</span>
    </button>
  );
}

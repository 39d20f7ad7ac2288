import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../../components/ui/studio-classes';
import '../publish-locales';

/**
 * The studio's way to the Publish panel, under 'Build my video': for a video exported earlier
 * too (its kit then has no video, and says so).
 */
export function PublishStep({ hasVideo, onOpen }: { hasVideo: boolean; onOpen: () => void }) {
  const { t } = useTranslation('publish');
  const titleId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-card border border-studio-line bg-studio-raised/50 p-4"
    >
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Send aria-hidden="true" className="size-4 text-brand-300" />
        {t('step.title')}
      </h4>
      <p id={hintId} className="text-xs text-studio-ink-muted">
        {t('step.hint')} {hasVideo ? t('step.withVideo') : t('step.withoutVideo')}
      </p>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-describedby={hintId}
        onClick={onOpen}
      >
        {t('open')}
      </button>
    </section>
  );
}

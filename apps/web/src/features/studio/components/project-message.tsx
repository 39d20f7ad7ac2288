import { FileQuestion, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/studio-classes';

type ProjectMessageProps =
  { kind: 'missing' } | { kind: 'failed'; message: string; onRetry: () => void };

/** The project in the URL cannot be shown: not there (404), or not reachable right now. */
export function ProjectMessage(props: ProjectMessageProps) {
  const { t } = useTranslation();
  const missing = props.kind === 'missing';
  const Icon = missing ? FileQuestion : TriangleAlert;
  return (
    <div className="grid flex-1 place-items-center p-6">
      <section
        aria-labelledby="project-message-title"
        className="w-full max-w-md rounded-panel border border-studio-line bg-studio-panel p-8 text-center"
      >
        <Icon aria-hidden="true" className="mx-auto size-10 text-studio-notice-ink" />
        <h2 id="project-message-title" className="mt-4 text-xl font-semibold">
          {missing ? t('studio.project.missing') : t('studio.project.failed')}
        </h2>
        <p className="mt-2 text-sm text-studio-ink-muted">
          {missing ? t('studio.project.missingText') : props.message}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          {props.kind === 'failed' && (
            <button type="button" onClick={props.onRetry} className={secondaryButtonClass}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('studio.project.retry')}
            </button>
          )}
          <Link to="/app/video-maker" className={primaryButtonClass}>
            {t('studio.project.startNew')}
          </Link>
        </div>
      </section>
    </div>
  );
}

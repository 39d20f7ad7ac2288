import { ArrowRight, FileText, History, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentProjects } from '../hooks/use-recent-projects';

function EmptyActivity() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <History aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="mt-3 font-semibold">{t('dashboard.noActivity')}</p>
      <p className="mt-1 text-sm text-ink-muted">{t('dashboard.noActivityText')}</p>
      <Link
        to="/app/video-maker"
        className="mt-5 inline-flex items-center gap-2 rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('dashboard.createFirstVideo')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** The five most recently changed projects, each opening in the studio. */
export function RecentActivity() {
  const { t, i18n } = useTranslation();
  const recent = useRecentProjects();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="activity-title">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="activity-title" className="text-lg font-semibold">
          {t('dashboard.recentActivity')}
        </h2>
        {recent.status === 'ready' && recent.projects.length > 0 && (
          <Link
            to="/app/my-videos"
            className="rounded text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('dashboard.viewAllVideos')}
          </Link>
        )}
      </div>
      {recent.status === 'loading' && (
        <p role="status" className="mt-4 inline-flex items-center gap-2 text-sm text-ink-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('dashboard.activityLoading')}
        </p>
      )}
      {recent.status === 'failed' && (
        <p className="mt-4 text-sm text-ink-muted">{t('dashboard.activityFailed')}</p>
      )}
      {recent.status === 'ready' && recent.projects.length === 0 && <EmptyActivity />}
      {recent.status === 'ready' && recent.projects.length > 0 && (
        <ul
          aria-label={t('dashboard.recentProjectsLabel')}
          className="mt-4 divide-y divide-line overflow-hidden rounded-card border border-line bg-surface"
        >
          {recent.projects.map((project) => (
            <li key={project.id}>
              <Link
                to={`/app/video-maker?project=${encodeURIComponent(project.id)}`}
                className="flex items-center gap-4 px-5 py-4 hover:bg-surface-muted"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-control bg-brand-50 text-brand-600">
                  <FileText aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">
                    {project.title.trim() || t('dashboard.untitled')}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    {t('dashboard.updatedAt', { time: date.format(new Date(project.updatedAt)) })}
                  </span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

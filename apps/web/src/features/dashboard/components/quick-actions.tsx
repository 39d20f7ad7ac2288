import { FileText, Film, Image, Plus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Action = {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Where it leads; without it (or `onClick`) the card is shown disabled with `note`. */
  to?: string;
  /** What it opens in place (a tool shown over the dashboard). */
  onClick?: () => void;
  note?: string;
  primary?: boolean;
};

function ActionCard({ icon: Icon, title, text, to, onClick, note, primary = false }: Action) {
  const body = (
    <>
      <span
        className={`grid size-10 place-items-center rounded-control ${primary ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'}`}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="mt-4 block font-semibold">{title}</span>
      <span className={`mt-1 block text-sm ${primary ? 'text-white/85' : 'text-ink-muted'}`}>
        {text}
      </span>
      {note !== undefined && (
        <span className="mt-3 inline-flex rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-medium text-ink-muted">
          {note}
        </span>
      )}
    </>
  );
  const shape = 'block h-full rounded-card border p-5';
  const live =
    'border-line bg-surface hover:border-brand-300 hover:shadow-card focus-visible:outline-2 focus-visible:outline-brand-500';
  if (onClick !== undefined) {
    return (
      <button type="button" onClick={onClick} className={`${shape} ${live} w-full text-left`}>
        {body}
      </button>
    );
  }
  if (to === undefined) {
    return (
      <div aria-disabled="true" className={`${shape} border-line bg-surface-muted opacity-75`}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={to}
      className={`${shape} ${primary ? 'border-transparent bg-gradient-to-br from-brand-600 to-accent-600 text-white hover:from-brand-700' : 'border-line bg-surface hover:border-brand-300 hover:shadow-card'}`}
    >
      {body}
    </Link>
  );
}

type QuickActionsProps = {
  canCreateVideo: boolean;
  /** opens the thumbnail generator; without it the card says 'Coming soon' */
  onOpenThumbnailMaker?: (() => void) | undefined;
};

/** The studio, the thumbnail maker and My Videos. */
export function QuickActions({ canCreateVideo, onOpenThumbnailMaker }: QuickActionsProps) {
  const { t } = useTranslation();
  const actions: Action[] = [
    {
      icon: Plus,
      title: t('dashboard.createVideo'),
      text: t('dashboard.createVideoText'),
      primary: canCreateVideo,
      ...(canCreateVideo ? { to: '/app/video-maker' } : { note: t('dashboard.upgradeRequired') }),
    },
    {
      icon: FileText,
      title: t('dashboard.scriptGenerator'),
      text: t('dashboard.scriptGeneratorText'),
      to: '/app/video-maker',
    },
    {
      icon: Image,
      title: t('dashboard.thumbnailMaker'),
      text: t('dashboard.thumbnailMakerText'),
      ...(onOpenThumbnailMaker
        ? { onClick: onOpenThumbnailMaker }
        : { note: t('dashboard.comingSoon') }),
    },
    {
      icon: Film,
      title: t('dashboard.myVideos'),
      text: t('dashboard.myVideosText'),
      to: '/app/my-videos',
    },
  ];
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold">
        {t('dashboard.quickActions')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map((action) => (
          <li key={action.title}>
            <ActionCard {...action} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { CheckCircle2, Circle, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Status = 'completed' | 'inProgress' | 'upcoming';

const PHASES: { key: 'research' | 'review' | 'community' | 'final'; status: Status }[] = [
  { key: 'research', status: 'completed' },
  { key: 'review', status: 'inProgress' },
  { key: 'community', status: 'upcoming' },
  { key: 'final', status: 'upcoming' },
];

const LOOK: Record<Status, { Icon: LucideIcon; badge: string; icon: string }> = {
  completed: {
    Icon: CheckCircle2,
    badge: 'bg-success-50 text-success-700',
    icon: 'text-success-600',
  },
  inProgress: {
    Icon: LoaderCircle,
    badge: 'bg-brand-50 text-brand-700',
    icon: 'text-brand-600',
  },
  upcoming: { Icon: Circle, badge: 'bg-surface-sunken text-ink-muted', icon: 'text-ink-muted' },
};

/** The four phases of writing the terms and where each stands. */
export function TermsPhases() {
  const { t } = useTranslation('legal');
  return (
    <section aria-labelledby="terms-phases" className="bg-surface-muted px-6 py-16">
      <div className="mx-auto max-w-3xl">
        <h2 id="terms-phases" className="text-center text-2xl font-bold tracking-tight">
          {t('terms.phasesHeading')}
        </h2>
        <ol className="mt-10 space-y-4">
          {PHASES.map(({ key, status }, index) => {
            const { Icon, badge, icon } = LOOK[status];
            return (
              <li
                key={key}
                className="flex gap-4 rounded-card border border-line bg-surface p-5"
                data-status={status}
              >
                <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${icon}`} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold">
                      {t('terms.phaseNumber', { number: index + 1 })}{' '}
                      {t(`terms.phases.${key}.title`)}
                    </h3>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge}`}>
                      {t(`terms.status.${status}`)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-ink-muted">{t(`terms.phases.${key}.text`)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

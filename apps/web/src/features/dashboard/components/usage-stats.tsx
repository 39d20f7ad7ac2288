import type { Limits, Usage } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';

// The contract's UNLIMITED (-1); a value import from the contracts would pull zod in with it.
const UNLIMITED = -1;

type UsageStatsProps = {
  videosCreated: number;
  usage: Usage | undefined;
  limits: Limits | undefined;
};

type Stat = { label: string; value: number; limit?: number | undefined };

/** Real counters only: videos created and this month's usage against the plan. */
export function UsageStats({ videosCreated, usage, limits }: UsageStatsProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const stats: Stat[] = [{ label: t('dashboard.videosCreated'), value: videosCreated }];
  if (usage !== undefined) {
    stats.push(
      {
        label: t('dashboard.scriptsGenerated'),
        value: usage.scriptsGenerated,
        limit: limits?.scriptsGenerated,
      },
      {
        label: t('dashboard.voiceOver'),
        value: usage.audioGenerated,
        limit: limits?.audioGenerated,
      },
      {
        label: t('dashboard.thumbnailsGenerated'),
        value: usage.thumbnailsGenerated,
        limit: limits?.thumbnailsGenerated,
      },
    );
  }

  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-lg font-semibold">
        {t('dashboard.stats')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map(({ label, value, limit }) => (
          <div key={label} className="rounded-card border border-line bg-surface p-5">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-2 text-3xl font-bold tabular-nums">{number.format(value)}</dd>
            {limit !== undefined && (
              <dd className="mt-1 text-sm text-ink-muted">
                {limit === UNLIMITED
                  ? t('dashboard.noLimit')
                  : t('dashboard.ofLimit', { limit: number.format(limit) })}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

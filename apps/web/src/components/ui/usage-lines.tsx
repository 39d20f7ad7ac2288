import type { Limits, Usage } from '@reelwright/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Line = {
  label: 'usage.scripts' | 'usage.voiceOver' | 'usage.thumbnails' | 'usage.videos';
  field: keyof Usage;
  /** Voice-over is counted in characters and shown in thousands, rounded down. */
  inThousands?: boolean;
};

const LINES: readonly Line[] = [
  { label: 'usage.scripts', field: 'scriptsGenerated' },
  { label: 'usage.voiceOver', field: 'audioGenerated', inThousands: true },
  { label: 'usage.thumbnails', field: 'thumbnailsGenerated' },
  { label: 'usage.videos', field: 'videosCreated' },
];

// The contract's UNLIMITED; importing values from it would bring zod into every page.
const UNLIMITED = -1;

type UsageLinesProps = {
  usage: Usage;
  limits: Limits;
  /** A cancelled subscription, back on free, that still spends what was left this month. */
  usingRemainingCredits: boolean;
  className?: string;
};

/**
 * This month's usage against the plan's limits, one line per counter ('4k / 10k', '2 / Unlimited').
 * Shared by the profile menu and the plans page.
 */
export function UsageLines({
  usage,
  limits,
  usingRemainingCredits,
  className = '',
}: UsageLinesProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const amount = (value: number, inThousands: boolean) =>
    inThousands
      ? t('usage.thousands', { value: number.format(Math.floor(value / 1000)) })
      : number.format(value);

  return (
    <div className={className}>
      {usingRemainingCredits && (
        <p className="text-xs font-medium text-success-700">{t('usage.remainingCredits')}</p>
      )}
      <dl className="mt-2 space-y-1 text-sm">
        {LINES.map(({ label, field, inThousands = false }) => {
          const limit = limits[field];
          return (
            <div key={field} className="flex items-center justify-between gap-3">
              <dt className="flex items-center gap-1.5 text-ink-muted">
                {usingRemainingCredits && (
                  <Check aria-hidden="true" className="size-3.5 text-success-600" />
                )}
                {t(label)}
              </dt>
              <dd className="font-medium tabular-nums">
                {amount(usage[field], inThousands)} /{' '}
                {limit === UNLIMITED ? t('usage.unlimited') : amount(limit, inThousands)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

import type { Limits, Usage } from '@reelwright/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Line = {
  label:
    | 'profileMenu.scripts'
    | 'profileMenu.voiceOver'
    | 'profileMenu.thumbnails'
    | 'profileMenu.videos';
  field: keyof Usage;
  /** Voice-over is counted in characters and shown in thousands, rounded down. */
  inThousands?: boolean;
};

const LINES: readonly Line[] = [
  { label: 'profileMenu.scripts', field: 'scriptsGenerated' },
  { label: 'profileMenu.voiceOver', field: 'audioGenerated', inThousands: true },
  { label: 'profileMenu.thumbnails', field: 'thumbnailsGenerated' },
  { label: 'profileMenu.videos', field: 'videosCreated' },
];

// The contract's UNLIMITED; importing values from it would bring zod into every page.
const UNLIMITED = -1;

type ProfileUsageProps = {
  usage: Usage;
  limits: Limits;
  /** A cancelled subscription, back on free, that still spends what was left this month. */
  usingRemainingCredits: boolean;
};

/** This month's usage against the plan's limits, one line per counter. */
export function ProfileUsage({ usage, limits, usingRemainingCredits }: ProfileUsageProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const amount = (value: number, inThousands: boolean) =>
    inThousands
      ? t('profileMenu.thousands', { value: number.format(Math.floor(value / 1000)) })
      : number.format(value);

  return (
    <div className="border-b border-line px-3 py-3">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('profileMenu.usageTitle')}
      </p>
      {usingRemainingCredits && (
        <p className="mt-1 text-xs font-medium text-success-700">
          {t('profileMenu.remainingCredits')}
        </p>
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
                {limit === UNLIMITED ? t('profileMenu.unlimited') : amount(limit, inThousands)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

import type { Limits, Usage } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';
import { UsageLines } from '../../components/ui/usage-lines';

type ProfileUsageProps = {
  usage: Usage;
  limits: Limits;
  /** A cancelled subscription, back on free, that still spends what was left this month. */
  usingRemainingCredits: boolean;
};

/** This month's usage against the plan's limits, in the profile menu. */
export function ProfileUsage(props: ProfileUsageProps) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-line px-3 py-3">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('usage.title')}
      </p>
      <UsageLines {...props} className="mt-1" />
    </div>
  );
}

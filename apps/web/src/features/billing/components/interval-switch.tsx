import type { BillingInterval } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const INTERVALS: readonly BillingInterval[] = ['monthly', 'yearly'];

/** Monthly / Yearly as a radio group (arrow keys move between the two, like any radio group). */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-surface-sunken p-1">
      <legend className="sr-only">{t('billing.interval.label')}</legend>
      {INTERVALS.map((interval) => (
        <label
          key={interval}
          className="cursor-pointer rounded-full px-5 py-1.5 text-sm font-semibold text-ink-muted has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
            className="sr-only"
          />
          {t(`billing.interval.${interval}`)}
        </label>
      ))}
    </fieldset>
  );
}

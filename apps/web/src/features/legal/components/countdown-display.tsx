import { useTranslation } from 'react-i18next';
import { TERMS_COUNTDOWN_START_MS, twoDigits } from '../countdown';
import { useCountdown } from '../hooks/use-countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The terms' countdown, ticking each second (display only: nothing happens at zero). */
export function CountdownDisplay() {
  const { t } = useTranslation('legal');
  const parts = useCountdown(TERMS_COUNTDOWN_START_MS);
  return (
    // A timer is not announced on every tick; its label says what it counts.
    <div role="timer" aria-label={t('terms.countdown.label')} className="mx-auto max-w-lg">
      <ul className="grid grid-cols-4 gap-3">
        {UNITS.map((unit) => (
          <li
            key={unit}
            data-unit={unit}
            className="rounded-card border border-line bg-surface px-2 py-4 text-center shadow-card"
          >
            <span className="block text-3xl font-bold tabular-nums sm:text-4xl">
              {unit === 'days' ? parts.days : twoDigits(parts[unit])}
            </span>
            <span className="mt-1 block text-xs font-medium tracking-wide text-ink-muted uppercase">
              {t(`terms.countdown.${unit}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

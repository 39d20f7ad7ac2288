import { useTranslation } from 'react-i18next';

/**
 * Holds the plan cards' place while the plans load: three card-sized blocks, so the page below
 * does not jump when the cards arrive (on a phone they stack, pushing the rest below the fold).
 */
export function PlansSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-6 pt-16 md:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="h-[34rem] animate-pulse rounded-card border border-line bg-surface"
        />
      ))}
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = ['script', 'voice', 'edit', 'media'] as const;

/**
 * Where the user is (spec §4): 1 until a script exists, 2 once it does, 3 once a teleprompter
 * recording is used, 4 once one is saved to media.
 */
export function StepCounter({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('studio.steps.label')}>
      <ol className="grid grid-cols-4 gap-1.5">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1 text-center"
            >
              <span
                className={`grid size-7 place-items-center rounded-full border text-xs font-semibold ${
                  active
                    ? 'border-brand-300 bg-brand-600 text-white'
                    : done
                      ? 'border-brand-300 bg-studio-raised text-brand-200'
                      : 'border-studio-line bg-studio-bg text-studio-ink-muted'
                }`}
              >
                {done ? <Check aria-hidden="true" className="size-3.5" /> : number}
              </span>
              <span
                className={`text-[11px] leading-tight ${active ? 'font-semibold text-studio-ink' : 'text-studio-ink-muted'}`}
              >
                <span className="sr-only">
                  {t('studio.steps.stepOf', { number, total: STEPS.length })}:{' '}
                </span>
                {t(`studio.steps.${step}`)}
                {done && <span className="sr-only"> ({t('studio.steps.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = [
  'script',
  'characters',
  'video',
  'reset',
  'upgrade',
  'downgrade',
  'cancel',
] as const;
type Question = (typeof QUESTIONS)[number] | 'testMode';

/** The billing questions as an accordion: one answer open at a time. */
export function PlansFaq({ testMode }: { testMode: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Question | null>(null);
  const baseId = useId();
  const questions: readonly Question[] = testMode ? [...QUESTIONS, 'testMode'] : QUESTIONS;

  return (
    <section aria-labelledby="plans-faq-title" className="mx-auto max-w-3xl">
      <h2 id="plans-faq-title" className="text-center text-2xl font-bold">
        {t('billing.faq.title')}
      </h2>
      <ul className="mt-6 divide-y divide-line rounded-card border border-line bg-surface">
        {questions.map((question) => {
          const expanded = open === question;
          const buttonId = `${baseId}-${question}-button`;
          const panelId = `${baseId}-${question}-panel`;
          return (
            <li key={question}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : question)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-surface-muted"
                >
                  {t(`billing.faq.items.${question}.q`)}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-5 shrink-0 text-ink-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-4 text-ink-muted"
              >
                {t(`billing.faq.items.${question}.a`)}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

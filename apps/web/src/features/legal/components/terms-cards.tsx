import { FileCheck2, Eye, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const CARDS: { key: 'privacy' | 'fair' | 'transparent' | 'rights'; Icon: LucideIcon }[] = [
  { key: 'privacy', Icon: ShieldCheck },
  { key: 'fair', Icon: Scale },
  { key: 'transparent', Icon: Eye },
  { key: 'rights', Icon: FileCheck2 },
];

/** What the coming terms will stand for: Privacy First, Fair Terms, Transparent, Creator Rights. */
export function TermsCards() {
  const { t } = useTranslation('legal');
  return (
    <section aria-labelledby="terms-principles" className="px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="terms-principles" className="text-center text-2xl font-bold tracking-tight">
          {t('terms.cardsHeading')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map(({ key, Icon }) => (
            <li key={key} className="rounded-panel border border-line bg-surface p-6 shadow-card">
              <span className="grid size-11 place-items-center rounded-card bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`terms.cards.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-ink-muted">{t(`terms.cards.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Gauge, Heart, LockKeyhole, Plug, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const VALUES: { key: 'creators' | 'open' | 'privacy' | 'craft'; Icon: LucideIcon }[] = [
  { key: 'creators', Icon: Heart },
  { key: 'open', Icon: Plug },
  { key: 'privacy', Icon: LockKeyhole },
  { key: 'craft', Icon: Gauge },
];

/** Values and the culture paragraph. */
export function AboutValues() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="about-values" className="bg-surface-muted px-6 py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="about-values" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t('about.values.heading')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-card border border-line bg-surface p-6">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-semibold">{t(`about.values.items.${key}.title`)}</h3>
                <p className="mt-1 text-ink-muted">{t(`about.values.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 max-w-3xl text-center">
          <h2 className="text-2xl font-bold tracking-tight">{t('about.culture.heading')}</h2>
          <p className="mt-3 text-lg text-pretty text-ink-muted">{t('about.culture.text')}</p>
        </div>
      </div>
    </section>
  );
}

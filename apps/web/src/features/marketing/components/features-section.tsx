import { Clapperboard, Download, FileText, Image, Mic, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS: {
  key: 'script' | 'voice' | 'recordEdit' | 'thumbnail' | 'export';
  Icon: LucideIcon;
}[] = [
  { key: 'script', Icon: FileText },
  { key: 'voice', Icon: Mic },
  { key: 'recordEdit', Icon: Video },
  { key: 'thumbnail', Icon: Image },
  { key: 'export', Icon: Download },
];

const CARDS: { key: 'script' | 'voice' | 'editor'; Icon: LucideIcon }[] = [
  { key: 'script', Icon: FileText },
  { key: 'voice', Icon: Mic },
  { key: 'editor', Icon: Clapperboard },
];

export function FeaturesSection() {
  const { t } = useTranslation('marketing');
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-20 bg-surface-muted py-20 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.featuresHeading')}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{t('landing.featuresIntro')}</p>
        </div>

        <ol
          aria-label={t('landing.workflowLabel')}
          className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="rounded-card border border-line bg-surface p-5">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-5 text-brand-600" />
              </div>
              <h3 className="mt-4 font-semibold">{t(`landing.steps.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`landing.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {CARDS.map(({ key, Icon }) => (
            <li key={key} className="rounded-panel border border-line bg-surface p-7 shadow-card">
              <span className="grid size-12 place-items-center rounded-card bg-gradient-to-br from-brand-100 to-accent-100 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`landing.cards.${key}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`landing.cards.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

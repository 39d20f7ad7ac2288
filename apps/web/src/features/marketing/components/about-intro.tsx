import { Compass, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The page's heading, what the product is, and the mission and vision. */
export function AboutIntro() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="about-title"
      className="bg-gradient-to-b from-brand-50 to-surface px-6 pt-16 pb-8 sm:pt-24"
    >
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('about.eyebrow')}
        </p>
        <h1
          id="about-title"
          className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {t('about.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-3xl text-lg text-pretty text-ink-muted">
          {t('about.lead')}
        </p>
      </div>
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="rounded-panel border border-line bg-surface p-7 shadow-card">
          <Target aria-hidden="true" className="size-7 text-brand-600" />
          <h2 className="mt-4 text-xl font-semibold">{t('about.missionTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('about.mission')}</p>
        </div>
        <div className="rounded-panel border border-line bg-surface p-7 shadow-card">
          <Compass aria-hidden="true" className="size-7 text-accent-600" />
          <h2 className="mt-4 text-xl font-semibold">{t('about.visionTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('about.vision')}</p>
        </div>
      </div>
    </section>
  );
}

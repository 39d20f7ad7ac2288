import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeaturesSection } from '../components/features-section';
import { LandingHero } from '../components/landing-hero';
import { UpcomingSection } from '../components/upcoming-section';

export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.documentTitle'));
  return (
    <>
      <LandingHero />
      <FeaturesSection />
      <UpcomingSection id="pricing" title={t('landing.pricingHeading')}>
        {t('landing.pricingText')}
      </UpcomingSection>
      <div className="border-t border-line" />
      <UpcomingSection id="reviews" title={t('landing.reviewsHeading')}>
        {t('landing.reviewsText')}
      </UpcomingSection>
      <section aria-labelledby="cta-title" className="px-6 pb-24">
        <div className="mx-auto max-w-5xl rounded-panel bg-gradient-to-br from-brand-600 to-accent-600 px-8 py-14 text-center text-white">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {t('landing.ctaHeading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white/90">{t('landing.ctaText')}</p>
          <Link
            to="/auth"
            className="mt-8 inline-flex items-center gap-2 rounded-control bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-white"
          >
            {t('landing.startFree')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </>
  );
}

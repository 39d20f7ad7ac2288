import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getPlans } from '../api/get-plans';
import { getStats } from '../api/get-stats';
import { DemoVideo } from '../components/demo-video';
import { FeaturesSection } from '../components/features-section';
import { LandingHero } from '../components/landing-hero';
import { PricingSection } from '../components/pricing-section';
import { TestimonialsCarousel } from '../components/testimonials-carousel';
import { useRemote } from '../hooks/use-remote';
import '../landing-locales';
import { signUpPath } from '../../../lib/sign-up-link';

/** Sections a link such as `/#pricing` (the header's, from any page) scrolls to on arrival. */
export const LANDING_SECTIONS = ['features', 'reviews', 'pricing'] as const;

export default function LandingPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('landing.documentTitle'));
  const stats = useRemote(getStats);
  const plans = useRemote(getPlans);
  const { hash } = useLocation();

  useEffect(() => {
    const section = LANDING_SECTIONS.find((id) => `#${id}` === hash);
    if (section === undefined) return;
    let cancelled = false;
    // The web fonts change line breaks above the section: scroll once they are in.
    const fontsReady = document.fonts?.ready ?? Promise.resolve();
    void fontsReady.then(() => {
      if (!cancelled) scrollToSection(section);
    });
    return () => {
      cancelled = true;
    };
  }, [hash]);

  return (
    <>
      <LandingHero stats={stats.state} />
      <DemoVideo />
      <FeaturesSection />
      <TestimonialsCarousel />
      <PricingSection state={plans.state} onRetry={plans.reload} />
      <section aria-labelledby="cta-title" className="px-6 py-24">
        <div className="mx-auto max-w-5xl rounded-panel bg-gradient-to-br from-brand-600 to-accent-600 px-8 py-14 text-center text-white">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {t('landing.ctaHeading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white/90">{t('landing.ctaText')}</p>
          <Link
            to={signUpPath()}
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

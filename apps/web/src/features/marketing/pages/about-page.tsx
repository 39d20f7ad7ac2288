import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutCounters } from '../components/about-counters';
import { AboutIntro } from '../components/about-intro';
import { AboutTeam } from '../components/about-team';
import { AboutTimeline } from '../components/about-timeline';
import { AboutValues } from '../components/about-values';
import '../marketing-locales';
import { signUpPath } from '../../../lib/sign-up-link';

export default function AboutPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('about.documentTitle'));
  return (
    <>
      <AboutIntro />
      <AboutCounters />
      <AboutTimeline />
      <AboutTeam />
      <AboutValues />
      <section aria-labelledby="about-cta" className="px-6 py-20">
        <div className="mx-auto max-w-4xl rounded-panel bg-gradient-to-br from-brand-600 to-accent-600 px-8 py-12 text-center text-white">
          <h2 id="about-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('about.cta.heading')}
          </h2>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to={signUpPath()}
              className="inline-flex items-center gap-2 rounded-control bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('about.cta.start')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center rounded-control border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              {t('about.cta.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

import { Briefcase, Mail, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../marketing-locales';
import { SUPPORT_EMAIL } from '../support-email';

/** `/careers` and `/vacancies`: honest about having no openings, and how to get in touch. */
export default function CareersPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('careers.documentTitle'));
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-3xl px-6 py-16 sm:py-24">
        <header className="text-center">
          <span className="mx-auto mb-6 grid size-14 place-items-center rounded-card bg-brand-100 text-brand-600">
            <Briefcase aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('careers.title')}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{t('careers.lead')}</p>
        </header>
        <section
          aria-labelledby="careers-openings"
          className="mt-12 rounded-panel border border-line bg-surface p-8 shadow-card"
        >
          <h2 id="careers-openings" className="text-xl font-semibold">
            {t('careers.noOpeningsTitle')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('careers.noOpenings')}</p>
        </section>
        <section
          aria-labelledby="careers-contact"
          className="mt-6 rounded-panel border border-line bg-surface p-8 shadow-card"
        >
          <h2 id="careers-contact" className="text-xl font-semibold">
            {t('careers.stayTitle')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('careers.stayText')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="inline-flex items-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t('careers.email', { email: SUPPORT_EMAIL })}
            </a>
            <Link
              to="/contact"
              className="inline-flex items-center gap-2 rounded-control border border-line-strong px-5 py-2.5 font-semibold hover:bg-surface-sunken"
            >
              <MessageSquare aria-hidden="true" className="size-4" />
              {t('careers.contact')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}

import { ArrowRight, LifeBuoy, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CountdownDisplay } from '../components/countdown-display';
import { NotifyMeForm } from '../components/notify-me-form';
import { TermsCards } from '../components/terms-cards';
import { TermsDocument } from '../components/terms-document';
import { TermsPhases } from '../components/terms-phases';
import '../legal-locales';

const linkClass =
  'inline-flex items-center gap-2 rounded-control px-5 py-2.5 font-semibold shadow-sm';

export default function TermsPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('terms.documentTitle'));
  return (
    <>
      <section
        aria-labelledby="terms-title"
        className="bg-gradient-to-b from-brand-50 to-surface px-6 py-16 text-center sm:py-24"
      >
        <span className="mx-auto mb-6 grid size-14 place-items-center rounded-card bg-brand-100 text-brand-600">
          <ScrollText aria-hidden="true" className="size-7" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('terms.badge')}
        </p>
        <h1
          id="terms-title"
          className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {t('terms.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-ink-muted">
          {t('terms.intro')}
        </p>
      </section>
      <TermsDocument />
      {/* The notice of the next revision: its countdown, Notify Me, what it keeps, its phases. */}
      <section
        aria-labelledby="terms-revision"
        className="border-t border-line bg-gradient-to-b from-brand-50 to-surface px-6 py-16 text-center"
      >
        <h2 id="terms-revision" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('terms.revisionHeading')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-ink-muted">
          {t('terms.revisionText')}
        </p>
        <div className="mt-10">
          <CountdownDisplay />
        </div>
        <div className="mt-10">
          <p className="mb-4 font-medium">{t('terms.notify.heading')}</p>
          <NotifyMeForm source="terms" />
        </div>
      </section>
      <TermsCards />
      <TermsPhases />
      <section aria-labelledby="terms-help" className="px-6 py-16 text-center">
        <h2 id="terms-help" className="text-2xl font-bold tracking-tight">
          {t('terms.helpHeading')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-muted">
          {t('terms.helpText')}{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
            {t('terms.privacyLink')}
          </Link>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/help-center"
            className={`${linkClass} border border-line-strong bg-surface hover:bg-surface-sunken`}
          >
            <LifeBuoy aria-hidden="true" className="size-4" />
            {t('terms.helpLink')}
          </Link>
          <Link to="/auth" className={`${linkClass} bg-brand-600 text-white hover:bg-brand-700`}>
            {t('terms.loginLink')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </>
  );
}

import { Mail, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PrivacyAccordion } from '../components/privacy-accordion';
import '../legal-locales';

const SUPPORT_EMAIL = 'support@reelwright.app';

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('privacy.documentTitle'));
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-3xl px-6 py-16 sm:py-20">
        <header className="text-center">
          <span className="mx-auto mb-6 grid size-14 place-items-center rounded-card bg-brand-100 text-brand-600">
            <ShieldCheck aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('privacy.title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-ink-muted">
            {t('privacy.intro')}
          </p>
        </header>
        <div className="mt-12">
          <PrivacyAccordion />
        </div>
        <div className="mt-10 rounded-card border border-line bg-surface p-6 text-center">
          <h2 className="text-lg font-semibold">{t('privacy.questionsHeading')}</h2>
          <p className="mt-2 text-ink-muted">{t('privacy.questionsText')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-4">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {SUPPORT_EMAIL}
            </a>
            <Link to="/terms-of-use" className="font-semibold text-brand-700 underline">
              {t('privacy.termsLink')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

import { LifeBuoy, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from '../components/contact-form';
import '../marketing-locales';
import { SUPPORT_EMAIL } from '../support-email';

export default function ContactPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('contact.documentTitle'));
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-6 py-16 sm:py-20">
        <header className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('contact.title')}
          </h1>
          <p className="mt-4 text-lg text-pretty text-ink-muted">{t('contact.lead')}</p>
        </header>
        <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-panel border border-line bg-surface p-6 shadow-card sm:p-8"
          >
            <h2 id="contact-form-title" className="mb-6 text-xl font-semibold">
              {t('contact.form.heading')}
            </h2>
            <ContactForm />
          </section>
          <aside aria-labelledby="contact-aside-title" className="space-y-4">
            <h2 id="contact-aside-title" className="text-xl font-semibold">
              {t('contact.asideHeading')}
            </h2>
            <div className="rounded-card border border-line bg-surface p-5">
              <Mail aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold">{t('contact.emailTitle')}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t('contact.emailText')}</p>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="mt-3 inline-block font-semibold text-brand-700 underline"
              >
                {SUPPORT_EMAIL}
              </a>
            </div>
            <div className="rounded-card border border-line bg-surface p-5">
              <LifeBuoy aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold">{t('contact.helpTitle')}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t('contact.helpText')}</p>
              <Link
                to="/help-center"
                className="mt-3 inline-block font-semibold text-brand-700 underline"
              >
                {t('contact.helpLink')}
              </Link>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}

import { planIncludes } from '@reelwright/contracts';
import { Lock, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CallBackForm } from '../components/call-back-form';
import '../support-locales';

export const SUPPORT_EMAIL = 'support@reelwright.app';

type CallBackPageProps = {
  /** Passed in by the route, which owns the session; features do not import each other. */
  subscription: string;
};

/** `/support/call-back`: Pro's 'Request a call back'; other plans are told where support is. */
export default function CallBackPage({ subscription }: CallBackPageProps) {
  const { t } = useTranslation('support');
  useDocumentTitle(t('callBack.documentTitle'));
  const included = planIncludes(subscription, 'call-back');
  return (
    <div className="bg-surface-muted">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <header>
          <span className="mb-5 grid size-12 place-items-center rounded-card bg-brand-100 text-brand-600">
            <PhoneCall aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight">{t('callBack.title')}</h1>
          <p className="mt-3 text-ink-muted">{t('callBack.intro')}</p>
        </header>
        <div className="mt-8 rounded-panel border border-line bg-surface p-6 shadow-card sm:p-8">
          {included ? (
            <CallBackForm />
          ) : (
            <section aria-labelledby="call-back-pro-only">
              <h2 id="call-back-pro-only" className="flex items-center gap-2 text-lg font-semibold">
                <Lock aria-hidden="true" className="size-5 text-brand-600" />
                {t('callBack.proOnly.title')}
              </h2>
              <p className="mt-2 text-ink-muted">
                {t('callBack.proOnly.text', { email: SUPPORT_EMAIL })}
              </p>
              <Link
                to="/upgrade"
                className="mt-5 inline-flex rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {t('callBack.proOnly.upgrade')}
              </Link>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

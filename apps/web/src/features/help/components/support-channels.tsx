import { CreditCard, Mail, PhoneCall, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@reelwright.app';

const mailto = (subject?: string) =>
  subject === undefined
    ? `mailto:${SUPPORT_EMAIL}`
    : `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

type SupportCardProps = { icon: LucideIcon; title: string; text: string; href: string };

function SupportCard({ icon: Icon, title, text, href }: SupportCardProps) {
  return (
    <li className="rounded-card border border-line bg-surface p-5 shadow-sm">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{text}</p>
      <a
        href={href}
        className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
      >
        {SUPPORT_EMAIL}
      </a>
    </li>
  );
}

/** Pro's call back on request: a form that reaches a person, not a number nobody answers. */
function CallBackCard() {
  const { t } = useTranslation('help');
  return (
    <li className="rounded-card border border-line bg-surface p-5 shadow-sm">
      <h3 className="flex items-center gap-2 font-semibold">
        <PhoneCall aria-hidden="true" className="size-5 text-brand-700" />
        {t('support.callBack.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('support.callBack.text')}</p>
      <Link
        to="/support/call-back"
        className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
      >
        {t('support.callBack.link')}
      </Link>
    </li>
  );
}

/**
 * Support is by email, and by a call back on request for Pro: no phone line or live chat is
 * offered that does not exist.
 */
export function SupportChannels() {
  const { t } = useTranslation('help');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-panel bg-brand-50 p-6 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold">
        {t('support.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('support.text')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SupportCard
          icon={Mail}
          title={t('support.email.title')}
          text={t('support.email.text')}
          href={mailto()}
        />
        <SupportCard
          icon={CreditCard}
          title={t('support.billing.title')}
          text={t('support.billing.text')}
          href={mailto(t('support.billing.subject'))}
        />
        <CallBackCard />
      </ul>
    </section>
  );
}

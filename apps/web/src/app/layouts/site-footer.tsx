import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from './language-select';
import { SocialLinks } from './social-links';

const TOOL_KEYS = [
  'scriptStudio',
  'voiceOver',
  'teleprompter',
  'videoEditor',
  'thumbnails',
] as const;

const SUPPORT_LINKS = [
  { to: '/help-center', key: 'helpCenter' },
  { to: '/about-us', key: 'aboutUs' },
  { to: '/careers', key: 'careers' },
  { to: '/contact', key: 'contact' },
] as const;

const LEGAL_LINKS = [
  { to: '/terms-of-use', key: 'terms' },
  { to: '/privacy-policy', key: 'privacy' },
] as const;

const linkClass = 'rounded text-sm text-ink-muted hover:text-brand-700 hover:underline';
const headingClass = 'text-sm font-semibold text-ink';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <Clapperboard aria-hidden="true" className="size-5 text-brand-600" />
            {t('app.name')}
          </p>
          <p className="max-w-xs text-sm text-ink-muted">{t('footer.tagline')}</p>
          <SocialLinks />
        </div>

        <nav aria-label={t('footer.navLabel')} className="grid gap-8 sm:grid-cols-3">
          <div>
            <h2 className={headingClass}>{t('footer.tools')}</h2>
            <ul className="mt-3 space-y-2">
              {TOOL_KEYS.map((key) => (
                <li key={key}>
                  <Link to="/features" className={linkClass}>
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={headingClass}>{t('footer.support')}</h2>
            <ul className="mt-3 space-y-2">
              {SUPPORT_LINKS.map(({ to, key }) => (
                <li key={key}>
                  <Link to={to} className={linkClass}>
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={headingClass}>{t('footer.legal')}</h2>
            <ul className="mt-3 space-y-2">
              {LEGAL_LINKS.map(({ to, key }) => (
                <li key={key}>
                  <Link to={to} className={linkClass}>
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-ink-muted">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}

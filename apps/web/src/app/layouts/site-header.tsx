import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session/session-provider';
import { signUpPath } from '../../lib/sign-up-link';
import { scrollToSection } from '../../lib/scroll-to-section';
import { useSignOut } from '../device-media/use-sign-out';
import { ProfileMenu } from './profile-menu';
import { SectionMenu } from './section-menu';

const LANDING_SECTIONS = ['features', 'pricing', 'reviews'] as const;

const linkButton =
  'inline-flex items-center whitespace-nowrap rounded-control px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-sunken hover:text-ink';
const primaryButton =
  'inline-flex items-center whitespace-nowrap rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700';

export function SiteHeader() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onLanding = pathname === '/';

  // Asks first whether to keep this browser's copy of the account's media (see useSignOut).
  const signOut = useSignOut(() => void navigate('/'));

  const goToSection = (section: (typeof LANDING_SECTIONS)[number]) => {
    // Before the landing page has rendered (or from elsewhere), go by address:
    // the landing page scrolls to `#section` once it is there.
    if (!scrollToSection(section)) void navigate({ pathname: '/', hash: section });
  };

  return (
    <header
      className={`z-40 h-(--header-height) border-b border-line bg-surface/90 backdrop-blur ${onLanding ? 'sticky top-0' : 'relative'}`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-control text-lg font-bold tracking-tight"
        >
          <span className="grid size-8 place-items-center rounded-control bg-gradient-to-br from-brand-600 to-accent-600 text-white">
            <Clapperboard aria-hidden="true" className="size-4.5" />
          </span>
          <span className="sr-only sm:not-sr-only">{t('app.name')}</span>
        </Link>

        {onLanding && (
          <nav aria-label={t('header.sectionsLabel')} className="hidden items-center gap-1 md:flex">
            {LANDING_SECTIONS.map((section) => (
              <button
                key={section}
                type="button"
                className={linkButton}
                onClick={() => goToSection(section)}
              >
                {t(`header.${section}`)}
              </button>
            ))}
          </nav>
        )}

        <nav aria-label={t('header.navLabel')} className="flex items-center gap-2">
          {status === 'authenticated' && user !== null && (
            <ProfileMenu user={user} onSignOut={() => void signOut.request()} />
          )}
          {status === 'guest' && onLanding && (
            <>
              <Link to="/auth" className={linkButton}>
                {t('header.login')}
              </Link>
              <Link to={signUpPath()} className={primaryButton}>
                {t('header.tryFree')}
              </Link>
            </>
          )}
          {status === 'guest' && !onLanding && (
            <Link to="/pricing" className={primaryButton}>
              {t('header.upgradePro')}
            </Link>
          )}
          {onLanding && <SectionMenu sections={LANDING_SECTIONS} onSelect={goToSection} />}
        </nav>
      </div>
      {signOut.dialog}
    </header>
  );
}

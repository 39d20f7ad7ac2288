import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { InstagramIcon, TiktokIcon, XIcon, YoutubeIcon } from './social-icons';
import { socialLinksOf, type SocialLink } from './social-links-config';

const ICONS = { youtube: YoutubeIcon, instagram: InstagramIcon, tiktok: TiktokIcon, x: XIcon };

// The server names the site's accounts in every page it serves (SOCIAL_*_URL); they never change
// while the page is open, and the build's prerendered HTML has none, so hydration starts without.
const EMPTY: readonly SocialLink[] = [];
let configured: readonly SocialLink[] | undefined;
const readConfigured = () => (configured ??= socialLinksOf(document));
const unchanging = () => () => {};
const noneInPrerender = () => EMPTY;

/** The footer's links to the site's own social accounts; nothing when none is configured. */
export function SocialLinks() {
  const { t } = useTranslation();
  const links = useSyncExternalStore(unchanging, readConfigured, noneInPrerender);
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('footer.socialLabel')} className="flex gap-2">
      {links.map(({ network, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`footer.${network}`)}
              className="grid size-9 place-items-center rounded-control border border-line text-ink-muted hover:border-brand-200 hover:text-brand-700"
            >
              <Icon className="size-4.5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

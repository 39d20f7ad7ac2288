import { useTranslation } from 'react-i18next';
import { InstagramIcon, TiktokIcon, XIcon, YoutubeIcon } from './social-icons';

// Platform home pages until Reelwright's own accounts exist.
const SOCIAL_LINKS = [
  { key: 'youtube', href: 'https://www.youtube.com/', Icon: YoutubeIcon },
  { key: 'instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { key: 'tiktok', href: 'https://www.tiktok.com/', Icon: TiktokIcon },
  { key: 'x', href: 'https://x.com/', Icon: XIcon },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('footer.socialLabel')} className="flex gap-2">
      {SOCIAL_LINKS.map(({ key, href, Icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`footer.${key}`)}
            className="grid size-9 place-items-center rounded-control border border-line text-ink-muted hover:border-brand-200 hover:text-brand-700"
          >
            <Icon className="size-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

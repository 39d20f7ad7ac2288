/** The networks the footer has icons for, in the order it shows them. */
export const SOCIAL_NETWORKS = ['youtube', 'instagram', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLink = { network: SocialNetwork; href: string };

/**
 * The site's social accounts as the server tells every page it serves:
 * `<meta name="reelwright-social-youtube" content="https://…">` (SOCIAL_YOUTUBE_URL and the
 * like; see apps/server/src/plugins/web-app.ts). Only https addresses are taken.
 */
export function socialLinksOf(document: Pick<Document, 'querySelector'>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = document
      .querySelector(`meta[name="reelwright-social-${network}"]`)
      ?.getAttribute('content');
    return href?.startsWith('https://') ? [{ network, href }] : [];
  });
}

import { afterEach, describe, expect, it } from 'vitest';
import { socialLinksOf } from './social-links-config';

afterEach(() => {
  document.head.innerHTML = '';
});

const meta = (name: string, content: string) => {
  const element = document.createElement('meta');
  element.name = name;
  element.content = content;
  document.head.append(element);
};

describe('social links from the server', () => {
  it('takes each account the page names, in the footer’s order', () => {
    meta('reelwright-social-x', 'https://x.com/reelwright');
    meta('reelwright-social-youtube', 'https://www.youtube.com/@reelwright');
    expect(socialLinksOf(document)).toEqual([
      { network: 'youtube', href: 'https://www.youtube.com/@reelwright' },
      { network: 'x', href: 'https://x.com/reelwright' },
    ]);
  });

  it('has none when none is configured, and ignores anything but https', () => {
    expect(socialLinksOf(document)).toEqual([]);
    meta('reelwright-social-tiktok', 'javascript:alert(1)');
    expect(socialLinksOf(document)).toEqual([]);
  });
});

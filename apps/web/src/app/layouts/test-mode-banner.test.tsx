import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const BANNER = 'TEST MODE — payments on this server are simulated and no card is charged';

function markTestMode() {
  const meta = document.createElement('meta');
  meta.name = 'reelwright-billing';
  meta.content = 'test';
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelector('meta[name="reelwright-billing"]')?.remove();
});

describe('TEST MODE banner', () => {
  it('tops every page, public ones included, when the server marks its pages', async () => {
    markTestMode();
    renderApp('/terms-of-use');
    expect(await screen.findByText(BANNER)).toBeTruthy();
    // Above the header, outside the page's own content.
    expect(screen.getByText(BANNER).compareDocumentPosition(screen.getByRole('banner'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('is not there without the mark (Stripe, or billing off)', async () => {
    renderApp('/terms-of-use');
    await screen.findByRole('banner');
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});

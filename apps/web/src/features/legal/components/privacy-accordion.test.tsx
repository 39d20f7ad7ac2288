import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import '../legal-locales';
import { PrivacyAccordion } from './privacy-accordion';

const button = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) =>
  document.getElementById(button(name).getAttribute('aria-controls') ?? '') as HTMLElement;

describe('privacy accordion', () => {
  it('has the four sections as disclosure buttons, the first one open', () => {
    render(<PrivacyAccordion />);
    const titles = [
      'Information Collection',
      'Use of Information',
      'Sharing Information',
      'Data Security',
    ];
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(titles);
    expect(titles.map((title) => button(title).getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(panelOf('Information Collection').hidden).toBe(false);
    expect(panelOf('Data Security').hidden).toBe(true);
    expect(screen.getByRole('region', { name: 'Information Collection' }).textContent).toContain(
      'argon2id',
    );
  });

  it('opens and closes each section on its own', () => {
    render(<PrivacyAccordion />);
    fireEvent.click(button('Sharing Information'));
    expect(button('Sharing Information').getAttribute('aria-expanded')).toBe('true');
    expect(panelOf('Sharing Information').textContent).toContain('Stripe');
    expect(button('Information Collection').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button('Information Collection'));
    expect(button('Information Collection').getAttribute('aria-expanded')).toBe('false');
    expect(panelOf('Information Collection').hidden).toBe(true);
    expect(panelOf('Sharing Information').hidden).toBe(false);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { ScriptStatus } from './script-status';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('ScriptStatus', () => {
  it('gives a Short its spoken length in seconds and a long script in minutes', () => {
    const { rerender } = render(<ScriptStatus score={7.2} minutes={0.5} characters={210} />);
    expect(screen.getByText('Quality: 7.2/10 · ≈ 30 s · 210 characters')).toBeTruthy();
    rerender(<ScriptStatus score={null} minutes={9.46} characters={8000} />);
    expect(screen.getByText('≈ 9.5 min · 8,000 characters')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    await changeLanguage('ru');
    render(<ScriptStatus score={null} minutes={1.5} characters={600} />);
    expect(screen.getByText('≈ 90 с · Символов: 600')).toBeTruthy();
  });
});

import type { QualityAssessmentResult } from '@reelwright/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { QualityPanel } from './quality-panel';

const short: QualityAssessmentResult = {
  total_score: 6.1,
  video_duration: 0.5,
  structure: 4.2,
  engagement: 6,
  readability: 8,
  emotional_tone: 5,
  clarity: 9,
  seo_optimization: 4,
  rhythm: 6,
  recommendations: [
    'Shorten the hook: the first sentence has 19 words (about 7.6 s); say it in 3 s, 8 words at most.',
  ],
  grade: 'B',
  source: 'local',
  form: 'short',
  short_form: {
    hook_length: 19,
    length_unit: 'words',
    hook_seconds: 7.6,
    payoff_seconds: 26,
    greeting: true,
    spoken_seconds: 31.4,
  },
};

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('the quality panel for a Short', () => {
  it('shows the hook’s length in words and seconds, the time to the payoff, the greeting and the form’s advice', () => {
    render(<QualityPanel assessment={short} targetMinutes={0.5} checking={false} />);
    expect(screen.getByText('Short-form check')).toBeTruthy();
    expect(screen.getByText('Hook').nextSibling?.textContent).toBe('19 words, 7.6 s');
    expect(screen.getByText('Payoff at').nextSibling?.textContent).toBe('26.0 s');
    expect(screen.getByText('Opens with a greeting — cut it')).toBeTruthy();
    expect(screen.getByText(/^Shorten the hook: the first sentence has 19 words/)).toBeTruthy();
    // The length reads in seconds against the duration's 30.
    const length = screen.getByRole('meter', { name: 'Length' });
    expect(length.getAttribute('aria-valuetext')).toBe('31 of 30 s');
    expect(length.getAttribute('aria-valuemax')).toBe('30');
  });

  it('says it in Russian', async () => {
    await changeLanguage('ru');
    render(
      <QualityPanel
        assessment={{
          ...short,
          short_form: { ...short.short_form!, payoff_seconds: null, greeting: false },
        }}
        targetMinutes={0.5}
        checking={false}
      />,
    );
    expect(screen.getByText('Проверка для Shorts')).toBeTruthy();
    expect(screen.getByText('Зацепка').nextSibling?.textContent).toBe('19 сл., 7,6 с');
    expect(screen.getByText('Развязка на').nextSibling?.textContent).toBe('не найдена');
    expect(screen.queryByText('Начинается с приветствия — уберите его')).toBeNull();
  });

  it('keeps a long video’s panel as it was: minutes, no Short facts', () => {
    const { form: _form, short_form: _facts, ...long } = short;
    render(<QualityPanel assessment={long} targetMinutes={5} checking={false} />);
    expect(screen.queryByText('Short-form check')).toBeNull();
    expect(screen.getByRole('meter', { name: 'Length' }).getAttribute('aria-valuemax')).toBe('5');
  });
});

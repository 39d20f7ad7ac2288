import { describe, expect, it } from 'vitest';
import { durationsInOrder, formOf, isShortForm } from './options';
import { analyzeScript } from './quality';
import { fitToLength, hookMaxLength, lengthLeft } from './short-form';
import { lengthBudget, lengthRange } from './word-budget';

describe('short-form durations', () => {
  it('sizes 15 to 90 seconds at 150 words (250 Chinese characters) a minute, ±10 %', () => {
    expect(lengthRange('15s', 'english')).toEqual({ unit: 'words', target: 38, min: 34, max: 41 });
    expect(lengthRange('30s', 'russian')).toEqual({ unit: 'words', target: 75, min: 68, max: 82 });
    expect(lengthRange('60s', 'german')).toEqual({
      unit: 'words',
      target: 150,
      min: 135,
      max: 165,
    });
    expect(lengthRange('90s', 'chinese')).toEqual({
      unit: 'characters',
      target: 375,
      min: 338,
      max: 412,
    });
    expect(lengthBudget('medium', 'english').target).toBe(1500);
  });

  it('tells a Short from a long video, and lists the Shorts first for a vertical one', () => {
    expect(['15s', '90s', 'short', 'extra_long'].map((d) => isShortForm(d as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(formOf(undefined)).toBe('long');
    expect(formOf('60s')).toBe('short');
    expect(durationsInOrder(true)).toEqual([
      '15s',
      '30s',
      '60s',
      '90s',
      'short',
      'medium',
      'long',
      'extra_long',
    ]);
    expect(durationsInOrder(false).slice(0, 4)).toEqual(['short', 'medium', 'long', 'extra_long']);
  });

  it('limits a hook to 3 seconds: 8 words, 13 Chinese characters', () => {
    expect(hookMaxLength('english')).toBe(8);
    expect(hookMaxLength('chinese')).toBe(13);
  });

  it('keeps the whole sentences that fit a length, and counts what a budget has left', () => {
    const text = 'One two three. Four five six seven.\n\nEight nine.';
    expect(fitToLength(text, 7, 'english')).toBe('One two three. Four five six seven.');
    expect(fitToLength(text, 9, 'english')).toBe(text);
    expect(fitToLength(text, 2, 'english')).toBe('');
    expect(fitToLength('今天聊咖啡。水温很关键。', 6, 'chinese')).toBe('今天聊咖啡。');
    expect(lengthLeft('[Show it.] One two three.', '15s', 'english')).toBe(38);
  });
});

describe('quality of a Short', () => {
  const good = [
    'Your coffee is bitter for one reason.',
    'Most people brew it far too hot, straight off the boil. That burns the grounds.',
    'Here’s the trick: let the kettle rest for thirty seconds before you pour.',
    'Try it tomorrow and taste the difference.',
    'Follow for more coffee fixes.',
  ].join('\n\n');

  it('scores the hook’s length and the time to the payoff instead of sections', () => {
    const short = analyzeScript(good, { language: 'english', duration: '30s' });
    expect(short.form).toBe('short');
    expect(short.short_form).toEqual({
      hook_length: 7,
      length_unit: 'words',
      hook_seconds: 2.8,
      payoff_seconds: 8.8,
      greeting: false,
      spoken_seconds: 18.8,
    });
    expect(short.structure).toBe(10);
    const long = analyzeScript(good, { language: 'english', duration: 'short' });
    expect(long.form).toBe('long');
    expect(long.short_form).toBeUndefined();
  });

  it('marks down a long hook, a late payoff and a greeting, and says how to fix each (en, ru)', () => {
    const slow = [
      'Hello and welcome back to my channel where today we are going to talk about why coffee tastes bitter.',
      'Most people brew it far too hot, straight off the boil. That burns the grounds. It happens every day. The water is simply too hot for the coffee. I did it for years without noticing, and so did everyone I know, at home and at work.',
      'Here’s the trick: let the kettle rest before you pour.',
      'Follow for more coffee fixes.',
    ].join('\n\n');
    const assessment = analyzeScript(slow, { language: 'english', duration: '30s' });
    expect(assessment.structure).toBeLessThan(4);
    expect(assessment.short_form).toMatchObject({
      hook_length: 19,
      hook_seconds: 7.6,
      greeting: true,
    });
    // A Short's own advice comes first, whatever else could be better.
    expect(assessment.recommendations.slice(0, 3)).toEqual([
      'Shorten the hook: the first sentence has 19 words (about 7.6 s); say it in 3 s, 8 words at most.',
      'Cut the greeting: a Short starts with its hook, not with “hello and welcome”.',
      'Get to the payoff sooner: it starts at 26 s; start it by 24 s so viewers stay for it.',
    ]);
    const russian = analyzeScript(slow, { language: 'english', duration: '30s' }, 'ru');
    expect(russian.recommendations).toContain(
      'Сократите зацепку: в первом предложении 19 слов (около 7,6 с); уложите её в 3 секунды — не больше 8 слов.',
    );
    expect(russian.recommendations.join(' ')).toMatch(/Быстрее переходите к развязке/);
  });

  it('measures a Chinese hook in characters', () => {
    const assessment = analyzeScript(
      '咖啡苦只有一个原因。水太烫了。秘诀是：烧开后等三十秒再冲。关注我，看更多。',
      { language: 'chinese', duration: '15s' },
    );
    expect(assessment.short_form).toMatchObject({ hook_length: 9, length_unit: 'characters' });
    expect(assessment.short_form!.hook_seconds).toBe(2.2);
  });
});

import {
  DURATION_MINUTES,
  HOOK_MAX_SECONDS,
  hookMaxLength,
  type ScriptDuration,
  type ScriptLanguage,
} from '@reelwright/script-kit';

/** "75 words", "125 characters": a length in the language's unit. */
export const lengthIn = (language: ScriptLanguage, length: number) =>
  `${length} ${language === 'chinese' ? 'characters' : 'words'}`;

export const secondsOf = (duration: ScriptDuration) => Math.round(DURATION_MINUTES[duration] * 60);

/** What makes a Short hold its viewers, said the same way to every model (and to the rubric). */
export function shortFormRules(language: ScriptLanguage): string {
  return [
    'Short-form structure, built for retention:',
    `1. The hook is the first sentence: at most ${lengthIn(language, hookMaxLength(language))}, said in ${HOOK_MAX_SECONDS} seconds or less — a bold claim, a question or a number. No greeting: never open with "hello", "hi" or "welcome".`,
    '2. One idea only: no sections, no list of points, no recap.',
    '3. The payoff — what the hook promised — starts by three quarters of the way through.',
    '4. The last sentence is a one-line call to action (follow, subscribe or comment). No outro, no goodbye.',
  ].join('\n');
}

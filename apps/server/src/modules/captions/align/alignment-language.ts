import type { ScriptLanguage } from '@reelwright/script-kit';

const BY_CODE: Record<string, ScriptLanguage> = {
  en: 'english',
  ru: 'russian',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  zh: 'chinese',
  cmn: 'chinese',
};

const NAMES = new Set<string>(Object.values(BY_CODE));

/**
 * The reference voice's language for aligning `text`: from a language tag (`en-US`, `ru`) or a
 * script language's name (`russian`); when there is none or it is not one the built-in voices
 * speak, guessed from the text's letters (an OpenAI voice speaks whatever it is given).
 */
export function alignmentLanguageOf(tag: string | null | undefined, text: string): ScriptLanguage {
  const lower = tag?.trim().toLowerCase() ?? '';
  if (NAMES.has(lower)) return lower as ScriptLanguage;
  const known = BY_CODE[lower.split(/[-_]/u)[0] ?? ''];
  if (known !== undefined) return known;
  return guessLanguage(text);
}

function guessLanguage(text: string): ScriptLanguage {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const cyrillic = count(/\p{Script=Cyrillic}/gu);
  const han = count(/\p{Script=Han}/gu);
  const latin = count(/\p{Script=Latin}/gu);
  if (han > latin && han >= cyrillic) return 'chinese';
  if (cyrillic > latin) return 'russian';
  if (/[ñ¿¡]/iu.test(text)) return 'spanish';
  if (/[ßäöü]/iu.test(text)) return 'german';
  if (/[çèêëàâîïôœùû]/iu.test(text)) return 'french';
  return 'english';
}

import type { ScriptLanguage } from '../../options';
import { CHINESE } from './chinese';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import { GERMAN } from './german';
import { RUSSIAN } from './russian';
import { SPANISH } from './spanish';
import type { LanguageLexicons } from './types';

export type { LanguageLexicons, Lexicon } from './types';

export const LEXICONS: Record<ScriptLanguage, LanguageLexicons> = {
  english: ENGLISH,
  russian: RUSSIAN,
  spanish: SPANISH,
  french: FRENCH,
  german: GERMAN,
  chinese: CHINESE,
};

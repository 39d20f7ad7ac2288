import type { ScriptLanguage } from '@reelwright/script-kit';
import type { PhraseBank } from '../phrase-bank';
import { chinese } from './chinese';
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { russian } from './russian';
import { spanish } from './spanish';

const PHRASE_BANKS: Record<ScriptLanguage, PhraseBank> = {
  english,
  russian,
  spanish,
  french,
  german,
  chinese,
};

export function phraseBankFor(language: ScriptLanguage): PhraseBank {
  return PHRASE_BANKS[language];
}

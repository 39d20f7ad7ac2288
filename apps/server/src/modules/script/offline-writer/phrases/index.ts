import type { ScriptLanguage } from '@reelwright/script-kit';
import type { PhraseBank } from '../phrase-bank';
import { english } from './english';

const PHRASE_BANKS: Record<ScriptLanguage, PhraseBank> = {
  english,
  russian: english,
  spanish: english,
  french: english,
  german: english,
  chinese: english,
};

export function phraseBankFor(language: ScriptLanguage): PhraseBank {
  return PHRASE_BANKS[language];
}

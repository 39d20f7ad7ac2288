import type { ScriptLanguage } from '../options';

/**
 * What makes a title read as a curiosity gap or as padding, per language. Word languages match
 * these at the start of a word (so `secret` finds `secrets`); Chinese matches them anywhere.
 */
export interface TitleLexicon {
  /** Why, secret, mistake, truth, nobody… */
  curiosity: readonly string[];
  /** Words a title loses nothing without. */
  fillers: readonly string[];
}

export const TITLE_LEXICONS: Record<ScriptLanguage, TitleLexicon> = {
  english: {
    curiosity: [
      'why',
      'secret',
      'mistake',
      'truth',
      'nobody',
      'never',
      'hidden',
      'myth',
      'wrong',
      'surpris',
      'what happens',
      'actually',
    ],
    fillers: ['really', 'very', 'just', 'basically', 'literally', 'totally', 'stuff', 'things'],
  },
  russian: {
    curiosity: [
      'почему',
      'зачем',
      'секрет',
      'ошибк',
      'правд',
      'никто',
      'никогда',
      'скрыт',
      'миф',
      'неправильн',
      'удив',
      'на самом деле',
    ],
    fillers: ['очень', 'просто', 'реально', 'вообще', 'буквально', 'типа', 'короче', 'всякие'],
  },
  spanish: {
    curiosity: [
      'por qué',
      'porqué',
      'secret',
      'error',
      'verdad',
      'nadie',
      'nunca',
      'ocult',
      'mito',
      'sorprend',
      'de verdad',
    ],
    fillers: ['muy', 'realmente', 'simplemente', 'básicamente', 'literalmente', 'cosas'],
  },
  french: {
    curiosity: [
      'pourquoi',
      'secret',
      'erreur',
      'vérité',
      'personne',
      'jamais',
      'caché',
      'mythe',
      'surpren',
      'vraiment',
    ],
    fillers: ['très', 'juste', 'simplement', 'littéralement', 'trucs', 'choses'],
  },
  german: {
    curiosity: [
      'warum',
      'geheim',
      'fehler',
      'wahrheit',
      'niemand',
      'keiner',
      'versteckt',
      'mythos',
      'überrasch',
      'wirklich',
    ],
    fillers: ['sehr', 'einfach', 'eigentlich', 'halt', 'eben', 'quasi', 'sachen', 'dinge'],
  },
  chinese: {
    curiosity: ['为什么', '秘密', '秘诀', '错误', '真相', '没人', '竟然', '揭秘', '误区', '到底'],
    fillers: ['非常', '真的', '其实', '简直', '一些', '东西'],
  },
};

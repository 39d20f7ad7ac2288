import type { LanguageLexicons } from './types';

export const FRENCH: LanguageLexicons = {
  secondPerson: {
    words: ['tu', 'toi', 'te', 'ton', 'ta', 'tes', 'vous', 'votre', 'vos', 'vôtre', 'vôtres'],
    stems: [],
    // The "vous" verb form, also the imperative: «versez», «choisissez».
    endings: ['ez'],
    endingExceptions: ['chez', 'assez', 'nez', 'rez', 'lez'],
  },
  emotional: {
    words: ['peur', 'triste', 'pire', 'fou', 'folle', 'aime', 'aimez', 'adore', 'wow', 'génial'],
    stems: [
      'incroyab',
      'étonn',
      'surpren',
      'merveill',
      'magnifiq',
      'géniale',
      'adorer',
      'adorez',
      'amour',
      'terribl',
      'horribl',
      'fantastiq',
      'passion',
      'secret',
      'erreur',
      'meilleur',
      'rêve',
      'heureu',
      'bonheur',
      'cœur',
      'coeur',
      'parfait',
      'impressionn',
      'superbe',
      'dingue',
      'délicieu',
      'catastroph',
      'magique',
      'effray',
      'fascin',
    ],
  },
  signOff: [
    "merci d(?:e|[’'])(?:avoir regardé|être là|avoir suivi)",
    'merci pour (?:votre attention|ce moment)',
    'à bientôt',
    'à la prochaine',
    'au revoir',
    'salut(?![\\p{L}])',
    "c[’']est tout pour",
  ],
  greeting: ['bonjour', 'salut(?![\\p{L}])', 'bienvenue', 'coucou'],
  payoff: [
    "l['’]astuce",
    'le secret',
    'la clé',
    "c['’]est pour ça",
    'voilà pourquoi',
    'la réponse',
    'la prochaine fois',
    'le résultat',
  ],
  recap: ['(?:alors,? |donc,? )?(?:en résumé|pour résumer|récapitulons|en bref|bref)'],
  callToAction: [
    'abonne',
    'abonnez',
    'like',
    'commentaire',
    'commentez',
    'commente(?![\\p{L}])',
    'partag',
    'cloche',
    'pouce bleu',
    'notification',
  ],
  stopWords: (
    'le la les un une des et ou mais si de du d à au aux en dans avec par pour sans sur sous ' +
    'comme comment que quoi qui quand où pourquoi ce cet cette ces est sont était être avoir a ' +
    'ont il elle ils elles on je j me m mon ma mes nous vous votre vos tu ton ta tes son sa ses ' +
    'leur leurs lui y ne pas plus moins très aussi tout tous toute toutes chaque vidéo video ' +
    'choses façon conseils guide maison'
  ).split(' '),
  youExamples: ['vous', 'tu'],
  emotionalExamples: ['incroyable', 'adorer', 'erreur'],
};

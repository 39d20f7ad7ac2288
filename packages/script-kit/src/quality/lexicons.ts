import type { ScriptLanguage } from '../options';

/**
 * Small per-language word lists behind the quality features. They are deliberately short and
 * high-precision: a script scores on what it clearly does, not on what a lexicon might guess.
 * Words are lower case. `stems` match any word starting with them (so Russian and German
 * endings need no morphology); `words` match whole words only.
 */
export interface Lexicon {
  readonly words: readonly string[];
  readonly stems: readonly string[];
}

export interface LanguageLexicons {
  /** Addressing the viewer ("you"). */
  readonly secondPerson: Lexicon;
  /** German's polite "Sie", "Ihnen": counted only when written with a capital letter. */
  readonly secondPersonCapitalized?: readonly string[];
  /** Words that carry feeling: wonder, love, fear, surprise, praise, drama. */
  readonly emotional: Lexicon;
  /** Call-to-action phrases, as regular-expression source (matched case-insensitively). */
  readonly callToAction: readonly string[];
  /** Function words ignored when picking the topic's words. */
  readonly stopWords: readonly string[];
  /** Shown in recommendations: how this language says "you" and a few emotional words. */
  readonly youExample: string;
  readonly emotionalExamples: readonly string[];
}

const ENGLISH: LanguageLexicons = {
  secondPerson: {
    words: [
      'you',
      'your',
      'yours',
      'yourself',
      'yourselves',
      "you're",
      'you’re',
      "you've",
      'you’ve',
      "you'll",
      'you’ll',
      "you'd",
      'you’d',
      "y'all",
    ],
    stems: [],
  },
  emotional: {
    words: ['love', 'loved', 'hate', 'fear', 'wow', 'sad', 'angry', 'proud', 'best', 'worst'],
    stems: [
      'amaz',
      'incredib',
      'unbelievab',
      'awesome',
      'lovel',
      'loving',
      'scary',
      'scared',
      'terrif',
      'shock',
      'surpris',
      'excit',
      'thrill',
      'beautiful',
      'wonderful',
      'terribl',
      'horribl',
      'brilliant',
      'fantastic',
      'stunning',
      'powerful',
      'secret',
      'mistake',
      'crazy',
      'insane',
      'perfect',
      'dream',
      'happy',
      'happi',
      'passion',
      'favorite',
      'favourite',
      'heart',
      'disaster',
      'magic',
      'worr',
      'delicious',
      'gorgeous',
      'epic',
    ],
  },
  callToAction: [
    'subscrib',
    'hit (?:the |that )?(?:like|bell|subscribe)',
    'smash (?:the |that )?like',
    'leave (?:a |your )?(?:like|comment)',
    'like (?:this|the) video',
    '(?:drop|write) (?:a |your )?comment',
    'comment below',
    'in the comments',
    'share (?:this|it|the video)',
    'turn on (?:the )?notifications',
    'ring (?:the |that )?bell',
    'follow (?:me|us|for more)',
  ],
  stopWords: (
    'a an the and or but if of to in on at by for with from about as into over under how what ' +
    'why when where which who whom this that these those is are was were be been being do does ' +
    'did done have has had it its i me my we our you your they them their he she his her not no ' +
    'so too very can could should would will just than then also more most some any all every ' +
    'get got make made way ways thing things tips guide video videos'
  ).split(' '),
  youExample: '“you”',
  emotionalExamples: ['amazing', 'love', 'mistake'],
};

const RUSSIAN: LanguageLexicons = {
  secondPerson: {
    words: [
      'ты',
      'тебя',
      'тебе',
      'тобой',
      'тобою',
      'твой',
      'твоя',
      'твоё',
      'твое',
      'твои',
      'твоего',
      'твоей',
      'твоему',
      'твоим',
      'твоих',
      'твоими',
      'твою',
      'вы',
      'вас',
      'вам',
      'вами',
      'ваш',
      'ваша',
      'ваше',
      'ваши',
      'вашего',
      'вашей',
      'вашему',
      'вашим',
      'ваших',
      'вашими',
      'вашу',
    ],
    stems: [],
  },
  emotional: {
    words: ['шок', 'ужас', 'круто', 'крутой', 'крутая', 'вау'],
    stems: [
      'удивител',
      'удивл',
      'невероят',
      'потряса',
      'восхит',
      'любл',
      'любим',
      'любов',
      'страх',
      'страш',
      'шокир',
      'ужасн',
      'прекрас',
      'великолеп',
      'волшеб',
      'обожа',
      'мечт',
      'счаст',
      'грус',
      'горд',
      'секрет',
      'ошибк',
      'ошибок',
      'лучш',
      'худш',
      'кошмар',
      'восторг',
      'радост',
      'вдохнов',
      'сердц',
      'опасн',
      'идеальн',
      'вкусн',
      'гениальн',
      'обалде',
      'поразит',
    ],
  },
  callToAction: [
    'подпиш',
    'подписыва',
    'подписк',
    'лайк',
    'коммент',
    'подели',
    'колокольчик',
    'напишите',
  ],
  stopWords: (
    'и в во не что он на я с со как а то все всё она так его но да ты к у же вы за бы по только ' +
    'ее её мне было вот от меня еще ещё нет о об из ему когда даже ну ли если уже или ни быть был ' +
    'него до вас опять вам ведь там потом себя ей может они тут где есть надо ней для мы тебя их ' +
    'чем была сам чтоб без чего раз тоже себе под будет тогда кто этот того потому этого какой ' +
    'здесь этом один мой тем чтобы сейчас были куда зачем всех можно при два другой хоть после ' +
    'над больше тот через эти нас про всего них какая много три эту моя свою этой перед такой им ' +
    'всегда между это почему как зачем видео ролик своими руками дома советы способы'
  ).split(' '),
  youExample: '«вы» или «ты»',
  emotionalExamples: ['невероятно', 'люблю', 'ошибка'],
};

const SPANISH: LanguageLexicons = {
  secondPerson: {
    words: [
      'tú',
      'tu',
      'tus',
      'te',
      'ti',
      'contigo',
      'usted',
      'ustedes',
      'vosotros',
      'vosotras',
      'os',
      'vuestro',
      'vuestra',
      'vuestros',
      'vuestras',
      'tuyo',
      'tuya',
      'tuyos',
      'tuyas',
    ],
    stems: [],
  },
  emotional: {
    words: ['amo', 'amor', 'miedo', 'feliz', 'triste', 'mejor', 'peor', 'error', 'genial', 'wow'],
    stems: [
      'increíbl',
      'increibl',
      'asombr',
      'sorprend',
      'maravill',
      'encant',
      'terribl',
      'horribl',
      'fantástic',
      'fantastic',
      'brutal',
      'emocion',
      'secret',
      'errores',
      'sueñ',
      'pasión',
      'pasion',
      'corazón',
      'corazon',
      'perfect',
      'impresion',
      'hermos',
      'precios',
      'delicios',
      'espectacular',
      'mágic',
      'magic',
      'desastr',
      'locur',
      'alucin',
    ],
  },
  callToAction: [
    'suscr[ií]b',
    'suscripci',
    'dale (?:a |al )?(?:like|me gusta)',
    'deja (?:tu |un )?(?:like|comentario)',
    'coment',
    'compart',
    'campan',
    's[ií]gue(?:me|nos)',
    'activa las notificaciones',
  ],
  stopWords: (
    'el la los las un una unos unas y o pero si de del a al en con por para sin sobre como cómo ' +
    'qué que por qué cuando donde quién este esta estos estas ese esa es son era fue ser estar ' +
    'está están hay tiene tienen lo le les se su sus mi mis nos no ni muy más menos también ya ' +
    'todo todos toda todas cada tu tus te yo él ella ellos ellas vídeo video cosas forma formas ' +
    'consejos guía casa'
  ).split(' '),
  youExample: '«tú» o «usted»',
  emotionalExamples: ['increíble', 'encanta', 'error'],
};

const FRENCH: LanguageLexicons = {
  secondPerson: {
    words: ['tu', 'toi', 'te', 'ton', 'ta', 'tes', 'vous', 'votre', 'vos', 'vôtre', 'vôtres'],
    stems: [],
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
  youExample: '« vous » ou « tu »',
  emotionalExamples: ['incroyable', 'adorer', 'erreur'],
};

const GERMAN: LanguageLexicons = {
  secondPerson: {
    words: [
      'du',
      'dich',
      'dir',
      'dein',
      'deine',
      'deinen',
      'deinem',
      'deiner',
      'deines',
      'euch',
      'euer',
      'eure',
      'euren',
      'eurem',
      'eurer',
      'ihr',
    ],
    stems: [],
  },
  secondPersonCapitalized: ['sie', 'ihnen', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres'],
  emotional: {
    words: ['toll', 'tolle', 'angst', 'liebe', 'lieben', 'liebt', 'krass', 'wow', 'herz', 'traum'],
    stems: [
      'unglaublich',
      'erstaun',
      'überrasch',
      'wunderbar',
      'wundervoll',
      'fantastisch',
      'großartig',
      'grossartig',
      'schreck',
      'furcht',
      'begeist',
      'leidenschaft',
      'geheim',
      'fehler',
      'beste',
      'schlimmst',
      'träum',
      'glück',
      'traurig',
      'herzen',
      'perfekt',
      'beeindruck',
      'genial',
      'wahnsinn',
      'spannend',
      'lecker',
      'katastroph',
      'magisch',
      'faszin',
      'verrückt',
    ],
  },
  callToAction: [
    'abonn',
    'abo(?![\\p{L}])',
    'daumen hoch',
    'like',
    'kommentar',
    'kommentier',
    'teilt? (?:das|dieses|es)',
    'glocke',
    'benachrichtigung',
  ],
  stopWords: (
    'der die das den dem des ein eine einen einem einer eines und oder aber wenn von zu zum zur ' +
    'in im an am auf aus mit für über unter wie was warum wann wo wer dieser diese dieses ist ' +
    'sind war waren sein haben hat hatte es er sie wir ihr ich du mich mir dich dir uns euch ' +
    'nicht kein keine so sehr auch noch nur mehr alle jeder jede jedes man video videos dinge ' +
    'tipps anleitung hause zuhause'
  ).split(' '),
  youExample: '„du“ oder „Sie“',
  emotionalExamples: ['unglaublich', 'liebe', 'Fehler'],
};

/** Chinese is matched as substrings: there are no spaces between its words. */
const CHINESE: LanguageLexicons = {
  secondPerson: { words: [], stems: ['你', '您'] },
  emotional: {
    words: [],
    stems: [
      '惊人',
      '惊讶',
      '震惊',
      '不可思议',
      '难以置信',
      '神奇',
      '太棒',
      '精彩',
      '热爱',
      '喜欢',
      '爱上',
      '害怕',
      '恐怖',
      '可怕',
      '激动',
      '兴奋',
      '感动',
      '美丽',
      '完美',
      '秘密',
      '秘诀',
      '错误',
      '最好',
      '最佳',
      '最糟',
      '梦想',
      '幸福',
      '快乐',
      '难过',
      '伤心',
      '疯狂',
      '厉害',
      '好吃',
      '美味',
      '惊喜',
    ],
  },
  callToAction: ['订阅', '点赞', '评论', '分享', '关注', '转发', '三连', '小铃铛'],
  // Characters (not words) that never make a topic word on their own.
  stopWords: '的 了 是 在 和 与 及 或 把 被 让 给 对 从 向 为 如何 怎么 怎样 为什么 什么 哪些 一个 这个 那个 我们 你们 他们 视频 技巧 方法 指南'.split(
    ' ',
  ),
  youExample: '“你”或“您”',
  emotionalExamples: ['惊人', '喜欢', '秘诀'],
};

export const LEXICONS: Record<ScriptLanguage, LanguageLexicons> = {
  english: ENGLISH,
  russian: RUSSIAN,
  spanish: SPANISH,
  french: FRENCH,
  german: GERMAN,
  chinese: CHINESE,
};

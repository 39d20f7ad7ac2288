import { ruPlural, type ScriptLanguage } from '@reelwright/script-kit';

/** The kinds of title the offline pack offers, so the creator has real alternatives. */
export type TitleKind = 'how-to' | 'list' | 'question' | 'secret' | 'mistake' | 'result';

/**
 * The offline pack's words in one language. Templates put `{topic}` first, where any phrase
 * fits (before a colon, like a headline), so nothing has to agree with it; `{count}` is a phrase
 * with its number ("3 key points"), `{time}` the video's length ("5 minutes").
 */
export interface PackPhrases {
  titles: Record<TitleKind, string>;
  /** The description's first line, which search shows. */
  searchLine: string;
  /** Opens the list of the video's sections after the summary (its space included). */
  inThisVideo: string;
  count: (n: number) => string;
  time: (seconds: number) => string;
  listSeparator: string;
}

/** Under 90 s a video's length is said in seconds, else in whole minutes. */
const inSeconds = (seconds: number) => seconds < 90;
const roundSeconds = (seconds: number) => Math.max(1, Math.round(seconds));
const roundMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

const timeIn =
  (secondsWord: (n: number) => string, minutesWord: (n: number) => string, space = ' ') =>
  (seconds: number) =>
    inSeconds(seconds)
      ? `${roundSeconds(seconds)}${space}${secondsWord(roundSeconds(seconds))}`
      : `${roundMinutes(seconds)}${space}${minutesWord(roundMinutes(seconds))}`;

const oneOrMany = (one: string, many: string) => (n: number) => (n === 1 ? one : many);

export const PACK_PHRASES: Record<ScriptLanguage, PackPhrases> = {
  english: {
    titles: {
      'how-to': '{topic}: how to do it, step by step',
      list: '{topic}: {count}',
      question: '{topic}: what actually works?',
      secret: '{topic}: the secret nobody tells you',
      mistake: '{topic}: the mistakes almost everyone makes',
      result: '{topic} in {time}',
    },
    searchLine: '{topic}: everything you need to know, in {time}.',
    inThisVideo: 'In this video: ',
    count: (n) => `${n} key ${n === 1 ? 'point' : 'points'}`,
    time: timeIn(oneOrMany('second', 'seconds'), oneOrMany('minute', 'minutes')),
    listSeparator: ', ',
  },
  russian: {
    titles: {
      'how-to': '{topic}: пошаговая инструкция',
      list: '{topic}: {count}',
      question: '{topic}: что работает на самом деле?',
      secret: '{topic}: секрет, о котором молчат',
      mistake: '{topic}: ошибки, которые совершают почти все',
      result: '{topic} за {time}',
    },
    searchLine: '{topic}: всё, что нужно знать, за {time}.',
    inThisVideo: 'В этом видео: ',
    count: (n) => `${n} ${ruPlural(n, ['главный момент', 'главных момента', 'главных моментов'])}`,
    time: timeIn(
      (n) => ruPlural(n, ['секунду', 'секунды', 'секунд']),
      (n) => ruPlural(n, ['минуту', 'минуты', 'минут']),
    ),
    listSeparator: ', ',
  },
  spanish: {
    titles: {
      'how-to': '{topic}: paso a paso',
      list: '{topic}: {count}',
      question: '{topic}: ¿qué funciona de verdad?',
      secret: '{topic}: el secreto que nadie te cuenta',
      mistake: '{topic}: los errores que casi todos cometen',
      result: '{topic} en {time}',
    },
    searchLine: '{topic}: todo lo que necesitas saber, en {time}.',
    inThisVideo: 'En este vídeo: ',
    count: (n) => `${n} ${n === 1 ? 'clave que debes conocer' : 'claves que debes conocer'}`,
    time: timeIn(oneOrMany('segundo', 'segundos'), oneOrMany('minuto', 'minutos')),
    listSeparator: ', ',
  },
  french: {
    titles: {
      'how-to': '{topic} : le guide étape par étape',
      list: '{topic} : {count}',
      question: '{topic} : qu’est-ce qui marche vraiment ?',
      secret: '{topic} : le secret dont personne ne parle',
      mistake: '{topic} : les erreurs que presque tout le monde fait',
      result: '{topic} en {time}',
    },
    searchLine: '{topic} : tout ce qu’il faut savoir, en {time}.',
    inThisVideo: 'Dans cette vidéo : ',
    count: (n) => `${n} ${n === 1 ? 'point clé à connaître' : 'points clés à connaître'}`,
    time: timeIn(oneOrMany('seconde', 'secondes'), oneOrMany('minute', 'minutes')),
    listSeparator: ', ',
  },
  german: {
    titles: {
      'how-to': '{topic}: Schritt für Schritt erklärt',
      list: '{topic}: {count}',
      question: '{topic}: Was funktioniert wirklich?',
      secret: '{topic}: das Geheimnis, das dir keiner verrät',
      mistake: '{topic}: die Fehler, die fast alle machen',
      result: '{topic} in {time}',
    },
    searchLine: '{topic}: alles, was du wissen musst, in {time}.',
    inThisVideo: 'In diesem Video: ',
    count: (n) => `${n} ${n === 1 ? 'wichtiger Punkt' : 'wichtige Punkte'}`,
    time: timeIn(oneOrMany('Sekunde', 'Sekunden'), oneOrMany('Minute', 'Minuten')),
    listSeparator: ', ',
  },
  chinese: {
    titles: {
      'how-to': '{topic}：一步步教你',
      list: '{topic}：{count}',
      question: '{topic}：到底什么才有用？',
      secret: '{topic}：没人告诉你的秘诀',
      mistake: '{topic}：大多数人都会犯的错误',
      result: '{topic}：{time}讲清楚',
    },
    searchLine: '{topic}：{time}带你了解需要知道的一切。',
    inThisVideo: '本期内容：',
    count: (n) => `你必须知道的${n}个要点`,
    time: timeIn(
      () => '秒',
      () => '分钟',
      '',
    ),
    listSeparator: '、',
  },
};

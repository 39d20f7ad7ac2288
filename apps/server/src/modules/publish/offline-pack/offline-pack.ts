import {
  cleanScript,
  clipText,
  spokenText,
  type ScriptLanguage,
  type ScriptSection,
} from '@reelwright/script-kit';
import { fillTemplate, splitSentences } from '../../script/offline-writer/text-tools';
import { PACK_PHRASES, type TitleKind } from './pack-phrases';

/** What the offline pack writes from the brief and the script. */
export interface OfflineBrief {
  topic: string;
  language: ScriptLanguage;
  script: string;
  /** The script's sections (`scriptSections`). */
  structure: readonly ScriptSection[];
  /** The video's length, known or estimated. */
  seconds: number;
}

/** A long topic is cut so that every title stays within YouTube's 100 characters. */
const TOPIC_IN_TITLE_MAX = 60;
const HOOK_SENTENCES = 2;
const HOOK_SUMMARY_MAX = 300;
const LISTED_SECTIONS_MAX = 8;

const headline = (topic: string) => {
  const clipped = clipText(topic, TOPIC_IN_TITLE_MAX);
  return clipped.charAt(0).toUpperCase() + clipped.slice(1);
};

const bodySections = (brief: OfflineBrief) =>
  brief.structure.filter((section) => section.kind === 'body');

/**
 * Title candidates of every kind, from templates in the pack's language: a how-to, a count of
 * the script's sections (when it has two or more), a question, a secret, the mistakes, and the
 * result in the video's length. The offline writer knows the topic only by name, so each
 * promises what the video's structure can keep.
 */
export function offlineTitles(brief: OfflineBrief): string[] {
  const phrases = PACK_PHRASES[brief.language];
  const sections = bodySections(brief).length;
  const slots = {
    topic: headline(brief.topic),
    count: phrases.count(sections),
    time: phrases.time(brief.seconds),
  };
  return (Object.entries(phrases.titles) as Array<[TitleKind, string]>)
    .filter(([kind]) => kind !== 'list' || sections >= 2)
    .map(([, template]) => fillTemplate(template, slots));
}

/** The description's first line: the topic, as search matches it, and the video's length. */
export function searchLine(brief: OfflineBrief): string {
  const phrases = PACK_PHRASES[brief.language];
  return fillTemplate(phrases.searchLine, {
    topic: headline(brief.topic),
    time: phrases.time(brief.seconds),
  });
}

/**
 * The summary the offline writer can honestly give: the script's own opening sentences, then
 * the sections the video goes through.
 */
export function offlineSummary(brief: OfflineBrief): string {
  const phrases = PACK_PHRASES[brief.language];
  // Section offsets count a line ending as one `\n`.
  const script = brief.script.replace(/\r\n?/g, '\n');
  const first = brief.structure[0];
  const opening =
    first === undefined ? '' : cleanScript(spokenText(script.slice(first.bodyStart, first.end)));
  const lead = clipText(
    splitSentences(opening)
      .slice(0, HOOK_SENTENCES)
      .join(brief.language === 'chinese' ? '' : ' '),
    HOOK_SUMMARY_MAX,
  );
  const titles = bodySections(brief)
    .slice(0, LISTED_SECTIONS_MAX)
    .map((section) => section.title);
  const plan =
    titles.length > 0 ? `${phrases.inThisVideo}${titles.join(phrases.listSeparator)}` : '';
  return [lead, plan].filter((part) => part !== '').join('\n\n');
}

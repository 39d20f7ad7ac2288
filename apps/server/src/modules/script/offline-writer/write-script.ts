import {
  CONTENT_TYPES,
  lengthBudget,
  measureLength,
  type ContentType,
  type ScriptDuration,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import type { PhraseBank } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { createRandom, hashSeed, orderedSample, shuffled, type Random } from './seeded-random';
import { SentencePicker } from './sentence-picker';
import { cleanPhrase, endSentence, joinSentences, quotedList } from './text-tools';

export type ScriptBrief = {
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
  duration: ScriptDuration;
  keyPoints: string[];
};

/** Sections invented from the content type's angles when the brief has no key points. */
const SECTIONS_WITHOUT_KEY_POINTS: Record<ScriptDuration, number> = {
  short: 3,
  medium: 4,
  long: 5,
  extra_long: 6,
};

type ParagraphKind = 'explain' | 'example' | 'tip' | 'facet';
/** The order a section develops in; it cycles when a section needs many paragraphs. */
const PARAGRAPH_KINDS: readonly ParagraphKind[] = ['explain', 'example', 'tip', 'facet'];

type PoolName = 'explanations' | 'developments' | 'examples' | 'tips' | 'facetLeads';
/** Each paragraph: a lead sentence, then supporting sentences, each from the first pool with a fresh one. */
const RECIPES: Record<ParagraphKind, { lead: PoolName; support: PoolName[][] }> = {
  explain: { lead: 'explanations', support: [['developments', 'tips']] },
  example: { lead: 'examples', support: [['developments', 'explanations']] },
  tip: { lead: 'tips', support: [['explanations', 'developments']] },
  facet: { lead: 'facetLeads', support: [['developments', 'explanations']] },
};

interface Section {
  point: string;
  /** Sentences never repeat within a scope. */
  scope: string;
  opener: string[];
  body: string[][];
  closing: string[];
  /** Other angles a "facet" paragraph can connect this section's point to. */
  facets: string[];
  nextKind: number;
  full: boolean;
}

interface Context {
  bank: PhraseBank;
  brief: ScriptBrief;
  topic: string;
  seed: number;
  target: number;
}

/** The seed every offline text of a brief derives from: topic, language and content type. */
export function briefSeed(topic: string, language: ScriptLanguage, type: ContentType): number {
  return hashSeed(topic, language, type);
}

/**
 * Writes a complete script: hook, intro with a preview, one section per key point (or invented
 * angles), a call to action and an outro, sized to the duration's length budget. Sections
 * grow one paragraph at a time, in turn, until the next paragraph would overshoot the target
 * by more than it would leave short; if every section runs out of fresh sentences first, the
 * script gets one more section from the spare angles and is written again.
 */
export function writeScript(brief: ScriptBrief): string {
  const bank = phraseBankFor(brief.language);
  const topic = cleanPhrase(brief.topic) || bank.fallbackTopic;
  const seed = briefSeed(topic, brief.language, brief.contentType);
  const context: Context = {
    bank,
    brief,
    topic,
    seed,
    target: lengthBudget(brief.duration, brief.language).target,
  };
  const keyPoints = brief.keyPoints.map((point) => point.replace(/\s+/g, ' ').trim());
  const angles = bank.angles[brief.contentType];
  const planned = keyPoints.some((point) => point !== '')
    ? keyPoints.filter((point) => point !== '')
    : orderedSample(angles, SECTIONS_WITHOUT_KEY_POINTS[brief.duration], createRandom(~seed));
  // Extra sections come from the content type's unused angles, then, only if a very long
  // script still needs more, from the other types' angles.
  const spare = [
    ...angles,
    ...CONTENT_TYPES.filter((type) => type !== brief.contentType).flatMap(
      (type) => bank.angles[type],
    ),
  ].filter((angle, index, all) => all.indexOf(angle) === index && !mentionsAngle(planned, angle));

  let draft = composeDraft(context, planned);
  for (let extra = 1; !draft.reachedTarget && extra <= spare.length; extra++) {
    draft = composeDraft(context, [...planned, ...spare.slice(0, extra)]);
  }
  return draft.text;
}

/** Whether any of the texts already names the angle (case-insensitively). */
export function mentionsAngle(texts: readonly string[], angle: string): boolean {
  const needle = angle.toLocaleLowerCase();
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

function composeDraft(context: Context, points: readonly string[]) {
  const { bank, brief, topic, target } = context;
  const random = createRandom(context.seed);
  const picker = new SentencePicker(random);
  const type = brief.contentType;
  const measure = (sentences: readonly string[]) =>
    measureLength(joinSentences(sentences, bank), brief.language);

  const hook = present([
    picker.pick('hooks', [...bank.hooks.common, ...bank.hooks.byType[type]], { topic }),
    picker.pick('hookFollows', bank.hookFollows, { topic }),
  ]);
  const intro = present([
    picker.pick('intros', bank.intros, { topic }),
    picker.pick('previews', bank.previews, { list: quotedList(points, bank) }),
  ]);
  const sections = points.map((point, index) =>
    openSection(context, picker, random, points, point, index),
  );
  const cta = present([
    picker.pick('ctas', bank.ctas.byType[type], { topic }),
    picker.pick('ctaCommon', bank.ctas.common, { topic }),
  ]);
  const outro = present([picker.pick('outros', bank.outros, { topic })]);

  const paragraphs = () => [
    hook,
    intro,
    ...sections.flatMap((section) => [section.opener, ...section.body, section.closing]),
    cta,
    outro,
  ];
  let total = paragraphs().reduce((sum, paragraph) => sum + measure(paragraph), 0);

  let reachedTarget = false;
  if (total > target) {
    trimOptional(sections, hook, target, total, measure);
    reachedTarget = true;
  }
  while (!reachedTarget) {
    let grew = false;
    for (const section of sections) {
      if (section.full) continue;
      const paragraph = nextParagraph(context, picker, section);
      if (!paragraph) {
        section.full = true;
        continue;
      }
      const length = measure(paragraph);
      if (total + length / 2 > target) {
        reachedTarget = true;
        break;
      }
      section.body.push(paragraph);
      total += length;
      grew = true;
    }
    if (!grew) break;
  }

  const text = paragraphs()
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => joinSentences(paragraph, bank))
    .join('\n\n');
  return { text, reachedTarget };
}

function openSection(
  context: Context,
  picker: SentencePicker,
  random: Random,
  points: readonly string[],
  point: string,
  index: number,
): Section {
  const { bank, brief } = context;
  const isLast = index === points.length - 1 && points.length > 1;
  const openers =
    index === 0 ? bank.openers.first : isLast ? bank.openers.last : bank.openers.middle;
  const openerKey = index === 0 ? 'openersFirst' : isLast ? 'openersLast' : 'openersMiddle';
  const scope = `section-${index}`;
  const slots = { point, topic: context.topic };
  const opener = picker.pick(openerKey, openers, slots, scope) ?? point;
  const follow = picker.pick('openerFollows', bank.openerFollows, slots, scope);
  const summary = picker.pick('summaries', bank.summaries, slots, scope);
  const transition =
    index === points.length - 1
      ? undefined
      : picker.pick('transitions', bank.transitions, slots, scope);
  const facets = shuffled(
    bank.angles[brief.contentType].filter((angle) => !mentionsAngle(points, angle)),
    random,
  );
  return {
    point,
    scope,
    opener: present([endSentence(opener, bank), follow]),
    body: [],
    closing: present([summary, transition]),
    facets,
    nextKind: 0,
    full: false,
  };
}

/** The section's next development paragraph, or `undefined` when it has nothing fresh left. */
function nextParagraph(
  context: Context,
  picker: SentencePicker,
  section: Section,
): string[] | undefined {
  const { bank, topic } = context;
  const slots = { point: section.point, topic };
  const pool = (name: PoolName) => [name, bank[name]] as const;
  for (let attempt = 0; attempt < PARAGRAPH_KINDS.length; attempt++) {
    const kind =
      PARAGRAPH_KINDS[(section.nextKind + attempt) % PARAGRAPH_KINDS.length] ?? 'explain';
    const recipe = RECIPES[kind];
    const angle = kind === 'facet' ? section.facets[0] : undefined;
    if (kind === 'facet' && angle === undefined) continue;
    const lead = picker.pick(
      recipe.lead,
      bank[recipe.lead],
      { ...slots, angle: angle ?? '' },
      section.scope,
    );
    if (lead === undefined) continue;
    const support = recipe.support.map((names) =>
      picker.pickFirst(names.map(pool), slots, section.scope),
    );
    if (kind === 'facet') section.facets.shift();
    section.nextKind = (section.nextKind + attempt + 1) % PARAGRAPH_KINDS.length;
    return present([endSentence(lead, bank), ...support]);
  }
  return undefined;
}

/**
 * When even the bare structure is longer than the budget (many long key points in a short
 * video), drops whole optional sentences — transitions, then opener follow-ups, then the hook's
 * follow-up — never cutting one in the middle.
 */
function trimOptional(
  sections: readonly Section[],
  hook: string[],
  target: number,
  total: number,
  measure: (sentences: readonly string[]) => number,
): void {
  // Each paragraph keeps its first sentence: the summary, the section opener, the hook.
  const optional = [
    ...sections.map((section) => section.closing),
    ...sections.map((section) => section.opener),
    hook,
  ];
  let current = total;
  for (const paragraph of optional) {
    if (current <= target) return;
    const before = measure(paragraph);
    paragraph.splice(1);
    current -= before - measure(paragraph);
  }
}

function present(sentences: readonly (string | undefined)[]): string[] {
  return sentences.filter((sentence): sentence is string => sentence !== undefined);
}

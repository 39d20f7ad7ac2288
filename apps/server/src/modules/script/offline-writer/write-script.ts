import {
  DURATION_MINUTES,
  isShortForm,
  lengthBudget,
  measureLength,
  spokenText,
  type LongFormDuration,
} from '@reelwright/script-kit';
import { briefSeed, type ScriptBrief } from './brief-seed';
import type { DraftPhrases, PhraseBank, SectionPrompt, Template } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { createRandom, shuffled } from './seeded-random';
import { SentencePicker } from './sentence-picker';
import { cleanPhrase, endSentence, fillTemplate, joinSentences, quotedList } from './text-tools';
import { writeShortScript } from './write-short-script';

export { briefSeed, type ScriptBrief };

/** Sections (the content type's viewer questions) when the brief has no key points. */
export const SECTIONS_WITHOUT_KEY_POINTS: Record<LongFormDuration, number> = {
  short: 3,
  medium: 4,
  long: 5,
  extra_long: 6,
};

/** With more key points than this, each section gets one follow-up instead of two. */
const TWO_PROMPTS_UP_TO = 4;
/** How a section's time is shared between its first and second follow-up. */
const PROMPT_SHARES = [0.6, 0.4];
/** Seconds a single follow-up is never given less than. */
const MIN_CUE_SECONDS = 20;

/** One section of the body: what it is about and the cues it leaves, before they get times. */
interface SectionPlan {
  opener: string;
  /** Spoken follow-ups, each with its cue template (`{time}` still open). */
  prompts: { say?: string; cue: Template; share: number }[];
}

/** The draft's paragraphs as sentences: one paragraph a part, one per section of the body. */
export interface DraftParts {
  hook: string[];
  intro: string[];
  body: string[][];
  recap: string[];
  cta: string[];
  outro: string[];
}

/**
 * Writes an honest draft: without a model there is no knowledge of the topic, so the script says
 * only what any video can (a hook, a greeting, the plan, a recap, a call to action, a goodbye)
 * and builds its body on the creator's key points, word for word, each followed by questions a
 * viewer would ask and `[cues]` saying what the creator fills in and for how long, so the spoken
 * script reaches the chosen duration. The topic phrase is said once, in the hook. Without key
 * points the sections are the content type's viewer questions.
 */
export function writeScript(brief: ScriptBrief): string {
  if (isShortForm(brief.duration)) return writeShortScript(brief);
  return sizedDraft(brief, (parts, bank) =>
    [parts.hook, parts.intro, ...parts.body, parts.recap, parts.cta, parts.outro]
      .map((paragraph) => joinSentences(paragraph, bank))
      .join('\n\n'),
  );
}

/**
 * The draft's parts for a long video, put in order by `arrange`; the body's cues share whatever
 * the duration leaves after the words already written.
 */
export function sizedDraft(
  brief: ScriptBrief,
  arrange: (parts: DraftParts, bank: PhraseBank) => string,
): string {
  const bank = phraseBankFor(brief.language);
  const draft = bank.draft;
  const topic = cleanPhrase(brief.topic) || bank.fallbackTopic;
  const seed = briefSeed(topic, brief.language, brief.contentType);
  const random = createRandom(seed);
  const picker = new SentencePicker(random);
  const keyPoints = brief.keyPoints
    .map((point) => point.replace(/\s+/g, ' ').trim())
    .filter((point) => point !== '');

  const sections =
    keyPoints.length > 0
      ? planKeyPointSections(keyPoints, draft, shuffled(draft.prompts, random), picker, bank)
      : planQuestionSections(brief, draft, picker, bank);

  const hook = [picker.pick('hooks', draft.hooks, { topic }) ?? topic, draft.hookCue];
  const intro = [
    picker.pick('intros', draft.intros) ?? '',
    keyPoints.length > 0
      ? (picker.pick('previews', draft.previews, { list: quotedList(keyPoints, bank) }) ?? '')
      : (picker.pick('questionPreviews', draft.questionPreviews) ?? ''),
  ];
  const recap =
    keyPoints.length > 0
      ? [picker.pick('recaps', draft.recaps, { list: quotedList(keyPoints, bank) }) ?? '']
      : [draft.recapCue];
  const cta = [picker.pick('ctas', draft.ctas) ?? ''];
  const outro = [picker.pick('outros', draft.outros) ?? ''];

  const said = (sentences: string[]) => sentences.filter((sentence) => sentence !== '');
  const compose = (secondsPerSection: number) =>
    arrange(
      {
        hook: said(hook),
        intro: said(intro),
        body: sections.map((section) =>
          said([
            section.opener,
            ...section.prompts.flatMap((prompt) => [
              ...(prompt.say === undefined ? [] : [prompt.say]),
              fillTemplate(prompt.cue, {
                time: draft.time(Math.max(MIN_CUE_SECONDS, secondsPerSection * prompt.share)),
              }),
            ]),
          ]),
        ),
        recap: said(recap),
        cta: said(cta),
        outro: said(outro),
      },
      bank,
    );
  const target = lengthBudget(brief.duration, brief.language).target;
  const written = measureLength(spokenText(compose(0)), brief.language);
  // Words (Chinese: characters) a minute, from the duration's own budget.
  const pace = target / DURATION_MINUTES[brief.duration];
  const secondsLeft = (Math.max(0, target - written) / pace) * 60;
  return compose(secondsLeft / Math.max(1, sections.length));
}

function openerFor(
  draft: DraftPhrases,
  picker: SentencePicker,
  bank: PhraseBank,
  point: string,
  index: number,
  count: number,
): string {
  const place = index === 0 ? 'first' : index === count - 1 && count > 1 ? 'last' : 'middle';
  const opener = picker.pick(`openers-${place}`, draft.openers[place], { point }) ?? point;
  return endSentence(opener, bank);
}

/** The creator's points, each opened word for word and followed by fresh follow-ups. */
function planKeyPointSections(
  points: readonly string[],
  draft: DraftPhrases,
  prompts: readonly SectionPrompt[],
  picker: SentencePicker,
  bank: PhraseBank,
): SectionPlan[] {
  const perSection = points.length <= TWO_PROMPTS_UP_TO ? 2 : 1;
  return points.map((point, index) => ({
    opener: openerFor(draft, picker, bank, point, index, points.length),
    prompts: Array.from({ length: perSection }, (_, k) => {
      const prompt = prompts[(index * perSection + k) % prompts.length]!;
      return { say: prompt.say, cue: prompt.cue, share: perSection === 1 ? 1 : PROMPT_SHARES[k]! };
    }),
  }));
}

/** No key points: the viewer's questions, in order, each with its own cue. */
function planQuestionSections(
  brief: ScriptBrief,
  draft: DraftPhrases,
  picker: SentencePicker,
  bank: PhraseBank,
): SectionPlan[] {
  const questions = draft.questions[brief.contentType].slice(
    0,
    // Shorts never get here: `writeScript` hands them to `writeShortScript`.
    SECTIONS_WITHOUT_KEY_POINTS[brief.duration as LongFormDuration],
  );
  return questions.map((question, index) => ({
    opener: openerFor(draft, picker, bank, question.ask, index, questions.length),
    prompts: [{ cue: question.cue, share: 1 }],
  }));
}

import { CONTENT_TYPES, type ContentType, type ScriptLanguage } from '@reelwright/script-kit';
import type { ViewerQuestion } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { createRandom } from './seeded-random';
import { SentencePicker } from './sentence-picker';
import { cleanPhrase, endSentence, fillTemplate, joinSentences } from './text-tools';
import { briefSeed } from './brief-seed';

/** The time an added section leaves the creator: its answer and its example. */
const ANSWER_SECONDS = 40;
const EXAMPLE_SECONDS = 20;

/**
 * One new body section for "More": a viewer question the script has not asked yet (the content
 * type's first, then the other types'), with cues for the creator's answer and an example. The
 * caller puts it before the script's closing call to action and outro.
 */
export function extendScript(input: {
  script: string;
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
}): string {
  const bank = phraseBankFor(input.language);
  const draft = bank.draft;
  const topic = cleanPhrase(input.topic) || bank.fallbackTopic;
  const picker = new SentencePicker(
    createRandom(briefSeed(topic, input.language, input.contentType) ^ 0xe7e7d),
  );
  const question = unaskedQuestion(input.script, input.contentType, draft.questions);
  const lead = picker.pick('extensionLeads', draft.extensionLeads, { point: question.ask });
  return joinSentences(
    [
      endSentence(lead ?? question.ask, bank),
      fillTemplate(question.cue, { time: draft.time(ANSWER_SECONDS) }),
      fillTemplate(draft.extensionCue, { time: draft.time(EXAMPLE_SECONDS) }),
    ],
    bank,
  );
}

function unaskedQuestion(
  script: string,
  type: ContentType,
  questions: Record<ContentType, ViewerQuestion[]>,
): ViewerQuestion {
  const said = script.toLocaleLowerCase();
  const asked = (question: ViewerQuestion) => said.includes(question.ask.toLocaleLowerCase());
  const candidates = [
    ...questions[type],
    ...CONTENT_TYPES.filter((other) => other !== type).flatMap((other) => questions[other]),
  ];
  return candidates.find((question) => !asked(question)) ?? questions[type][0]!;
}

import type { OutlineBody, OutlineSection } from '@reelwright/contracts';
import { isShortForm, type LongFormDuration } from '@reelwright/script-kit';
import type { OutlineLine, ViewerQuestion } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { cleanPhrase, fillTemplate } from './text-tools';
import { SECTIONS_WITHOUT_KEY_POINTS } from './write-script';

/** `[Your steps, in order: {time}.]` → `Your steps, in order.`: what the section says, untimed. */
const noteOf = (question: ViewerQuestion) =>
  question.cue.replace(/\s*[:：]\s*\{time\}/u, '').replace(/^\[|\]$/g, '');

/**
 * An outline the creator edits before the script is written: hook, intro, one body section per
 * viewer question of the content type (as many as the duration holds, as the draft has),
 * call to action, outro. A Short gets its hook, its one idea and its payoff with the call to action.
 */
export function writeOutline(request: OutlineBody): OutlineSection[] {
  const bank = phraseBankFor(request.language);
  const lines = bank.tools.outline;
  const topic = cleanPhrase(request.topic) || bank.fallbackTopic;
  const section = (kind: OutlineSection['kind'], line: OutlineLine): OutlineSection => ({
    kind,
    title: line.title,
    note: fillTemplate(line.note, { topic }),
  });
  const questions = bank.draft.questions[request.contentType];
  const body = (question: ViewerQuestion): OutlineSection => ({
    kind: 'body',
    title: question.ask,
    note: noteOf(question),
  });
  if (isShortForm(request.duration)) {
    return [section('hook', lines.shortHook), body(questions[0]!), section('cta', lines.payoff)];
  }
  const count = SECTIONS_WITHOUT_KEY_POINTS[request.duration as LongFormDuration];
  return [
    section('hook', lines.hook),
    section('intro', lines.intro),
    ...questions.slice(0, count).map(body),
    section('cta', lines.cta),
    section('outro', lines.outro),
  ];
}

import type { GenerateScriptBody } from '@reelwright/contracts';
import { DURATION_MINUTES, isShortForm, lengthBudget, lengthRange } from '@reelwright/script-kit';
import { LANGUAGE_NAMES, OUTLINED_TEXT_RULES, PLAIN_TEXT_RULES } from './language';
import { outlineLines } from './outline-prompt';
import { lengthIn, secondsOf, shortFormRules } from './short-form-rules';

const TONES: Record<GenerateScriptBody['contentType'], string> = {
  lifestyle: 'warm, personal and practical, like a friend sharing what works',
  gaming: 'energetic and knowing, with the vocabulary players use',
  tech: 'clear and precise, explaining how things work without jargon for its own sake',
  education: 'patient and structured, building understanding step by step',
  entertainment: 'playful and lively, with surprises and good timing',
};

export function generatePrompt(request: GenerateScriptBody) {
  if (isShortForm(request.duration)) return shortFormPrompt(request);
  const budget = lengthBudget(request.duration, request.language);
  const length =
    budget.unit === 'words' ? `about ${budget.target} words` : `about ${budget.target} characters`;
  const { outline } = request;
  const points =
    request.keyPoints.length > 0
      ? `Cover these key points in this order, one section each, naming each point as the section opens:\n${request.keyPoints.map((point) => `- ${point}`).join('\n')}`
      : 'Choose 3 to 6 sensible sections for the topic yourself.';
  return {
    system: `You are a professional scriptwriter for ${request.contentType} videos on YouTube. Your tone is ${TONES[request.contentType]}. ${outline ? OUTLINED_TEXT_RULES : PLAIN_TEXT_RULES}`,
    prompt: [
      `Write a complete video script in ${LANGUAGE_NAMES[request.language]} about: ${request.topic}`,
      `It is read aloud in ${DURATION_MINUTES[request.duration]} minutes, so it is ${length} long.`,
      ...(outline
        ? [
            `Follow this outline: its sections in this order, each opening with its title as a heading line "## Title", then what its note says:\n${outlineLines(outline)}`,
          ]
        : [
            'Structure: a hook in the first two sentences, a short intro that names the topic, the sections, a call to action (subscribe, comment, share), and a brief outro.',
            points,
          ]),
      'Answer with the script only.',
    ].join('\n\n'),
  };
}

/** Shorts, TikToks and Reels: the length budget counted out, and the retention structure. */
function shortFormPrompt(request: GenerateScriptBody) {
  const { language } = request;
  const range = lengthRange(request.duration, language);
  const [point] = request.keyPoints;
  return {
    system: `You are a scriptwriter for vertical short-form videos (YouTube Shorts, TikTok, Reels) about ${request.contentType}. Your tone is ${TONES[request.contentType]}, and every sentence earns its place. ${PLAIN_TEXT_RULES}`,
    prompt: [
      `Write a short-form video script in ${LANGUAGE_NAMES[language]} about: ${request.topic}`,
      `It is read aloud in ${secondsOf(request.duration)} seconds, so it is about ${lengthIn(language, range.target)} long: no fewer than ${range.min} and no more than ${range.max}. Count them.`,
      shortFormRules(language),
      request.outline
        ? `Follow this outline, in this order, without headings:\n${outlineLines(request.outline)}`
        : point === undefined
          ? 'Choose the single most useful idea about the topic yourself.'
          : `Build the one idea on this key point: ${point}`,
      'Answer with the script only.',
    ].join('\n\n'),
  };
}

import type { ContentType, ScriptLanguage } from '@reelwright/script-kit';
import { phraseBankFor } from './phrases';
import { createRandom, orderedSample, randomIndex } from './seeded-random';
import { capitalize, cleanPhrase, fillTemplate } from './text-tools';
import { briefSeed } from './write-script';

/**
 * Five to seven key points for a topic: the content type's angles, in their natural order,
 * each tied to the topic (`Topic: angle`) so that a script built from them stays on subject.
 */
export function suggestKeyPoints(input: {
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
}): string[] {
  const bank = phraseBankFor(input.language);
  const topic = cleanPhrase(input.topic) || bank.fallbackTopic;
  const random = createRandom(briefSeed(topic, input.language, input.contentType));
  const angles = bank.angles[input.contentType];
  const count = 5 + randomIndex(random, 3);
  return orderedSample(angles, count, random).map((angle) =>
    fillTemplate(bank.keyPoint, { topic: capitalize(topic), angle }),
  );
}

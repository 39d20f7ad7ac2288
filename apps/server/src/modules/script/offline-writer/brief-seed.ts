import type { ContentType, ScriptDuration, ScriptLanguage } from '@reelwright/script-kit';
import { hashSeed } from './seeded-random';

export type ScriptBrief = {
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
  duration: ScriptDuration;
  keyPoints: string[];
};

/** The seed every offline text of a brief derives from: topic, language and content type. */
export function briefSeed(topic: string, language: ScriptLanguage, type: ContentType): number {
  return hashSeed(topic, language, type);
}

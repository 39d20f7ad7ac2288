import { HOOK_COUNT, HOOK_STYLES, type Hook, type HooksBody } from '@reelwright/contracts';
import { briefSeed } from './brief-seed';
import { phraseBankFor } from './phrases';
import { createRandom, hashSeed, pickOne, shuffled } from './seeded-random';
import { SentencePicker } from './sentence-picker';
import { cleanPhrase, fillTemplate, splitSentences } from './text-tools';

/**
 * Three hooks in three different styles for "Try another hook". The brief seeds them, so the
 * same brief gives the same three; the script seeds them too, and none repeats a sentence the
 * script already says — so after a hook is swapped in, asking again offers other ones.
 */
export function writeHooks(request: HooksBody): Hook[] {
  const bank = phraseBankFor(request.language);
  const topic = cleanPhrase(request.topic) || bank.fallbackTopic;
  const script = request.script ?? '';
  const random = createRandom(
    hashSeed(String(briefSeed(topic, request.language, request.contentType)), script),
  );
  const picker = new SentencePicker(random);
  picker.avoid(splitSentences(script));
  return shuffled(HOOK_STYLES, random)
    .slice(0, HOOK_COUNT)
    .map((style) => {
      const pool = bank.tools.hooks[style];
      const text =
        picker.pick(`hooks-${style}`, pool, { topic }) ??
        fillTemplate(pickOne(pool, random), { topic });
      return { text, style };
    });
}

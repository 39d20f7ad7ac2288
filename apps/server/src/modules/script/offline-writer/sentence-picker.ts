import type { Template } from './phrase-bank';
import { shuffled, type Random } from './seeded-random';
import { fillTemplate, sentenceKey, splitSentences, type Slots } from './text-tools';

/**
 * Draws sentences from phrase pools so that a long script does not repeat itself: within a
 * scope (one section of a script) a sentence is never said twice, sentences passed to `avoid`
 * are never said at all, and within a pool the least used template wins — so a template comes
 * back in another section only once all its siblings have had a turn. Ties go to an order
 * shuffled once per pool from the seed, which is what makes different topics read differently.
 */
export class SentencePicker {
  private readonly avoided = new Set<string>();
  private readonly usedInScope = new Set<string>();
  private readonly usage = new Map<Template, number>();
  private readonly orders = new Map<string, Template[]>();

  constructor(private readonly random: Random) {}

  /** Marks sentences as already said everywhere (e.g. the script an extension continues). */
  avoid(sentences: Iterable<string>): void {
    for (const sentence of sentences) this.avoided.add(sentenceKey(sentence));
  }

  /** A fresh sentence from the pool named `key`, or `undefined` when every one was said. */
  pick(
    key: string,
    pool: readonly Template[],
    slots: Slots = {},
    scope = 'script',
  ): string | undefined {
    let order = this.orders.get(key);
    if (!order) {
      order = shuffled(pool, this.random);
      this.orders.set(key, order);
    }
    const candidates = order
      .map((template, rank) => ({ template, rank, uses: this.usage.get(template) ?? 0 }))
      .sort((a, b) => a.uses - b.uses || a.rank - b.rank);
    for (const { template, uses } of candidates) {
      const sentence = fillTemplate(template, slots);
      const scoped = `${scope}\u0000${sentence}`;
      if (this.usedInScope.has(scoped)) continue;
      if (this.avoided.size > 0 && this.saysAvoided(sentence)) continue;
      this.usedInScope.add(scoped);
      this.usage.set(template, uses + 1);
      return sentence;
    }
    return undefined;
  }

  /** Whether the text, or any sentence of it (a template may hold two), was already said. */
  private saysAvoided(text: string): boolean {
    if (this.avoided.has(sentenceKey(text))) return true;
    return splitSentences(text).some((sentence) => this.avoided.has(sentenceKey(sentence)));
  }

  /** The first pool in the list that still has a fresh sentence. */
  pickFirst(
    pools: readonly (readonly [string, readonly Template[]])[],
    slots: Slots = {},
    scope = 'script',
  ): string | undefined {
    for (const [key, pool] of pools) {
      const sentence = this.pick(key, pool, slots, scope);
      if (sentence !== undefined) return sentence;
    }
    return undefined;
  }
}

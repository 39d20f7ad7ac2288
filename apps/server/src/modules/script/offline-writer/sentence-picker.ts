import type { Template } from './phrase-bank';
import { shuffled, type Random } from './seeded-random';
import { fillTemplate, sentenceKey, type Slots } from './text-tools';

/**
 * Draws sentences from phrase pools so that a long script does not repeat itself: a rendered
 * sentence is never used twice, and within a pool the least used template wins, ties broken
 * by an order shuffled once per pool from the seed.
 */
export class SentencePicker {
  private readonly used = new Set<string>();
  private readonly usage = new Map<Template, number>();
  private readonly orders = new Map<string, Template[]>();

  constructor(private readonly random: Random) {}

  /** Marks sentences as already said (e.g. the script an extension continues). */
  avoid(sentences: Iterable<string>): void {
    for (const sentence of sentences) this.used.add(sentenceKey(sentence));
  }

  /** A fresh sentence from the pool named `key`, or `undefined` when every one was said. */
  pick(key: string, pool: readonly Template[], slots: Slots = {}): string | undefined {
    let order = this.orders.get(key);
    if (!order) {
      order = shuffled(pool, this.random);
      this.orders.set(key, order);
    }
    let best: { template: Template; sentence: string; uses: number } | undefined;
    for (const template of order) {
      const sentence = fillTemplate(template, slots);
      if (this.used.has(sentenceKey(sentence))) continue;
      const uses = this.usage.get(template) ?? 0;
      if (!best || uses < best.uses) best = { template, sentence, uses };
    }
    if (!best) return undefined;
    this.used.add(sentenceKey(best.sentence));
    this.usage.set(best.template, best.uses + 1);
    return best.sentence;
  }

  /** The first pool in the list that still has a fresh sentence. */
  pickFirst(pools: readonly (readonly [string, readonly Template[]])[], slots: Slots = {}) {
    for (const [key, pool] of pools) {
      const sentence = this.pick(key, pool, slots);
      if (sentence !== undefined) return sentence;
    }
    return undefined;
  }
}

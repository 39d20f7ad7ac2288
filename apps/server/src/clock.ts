/** Time as a dependency, so rules about expiry can be tested without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

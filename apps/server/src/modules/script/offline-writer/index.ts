/**
 * The offline writer: what the script endpoints use when no AI provider is configured. It
 * composes real, structured scripts from phrase banks in the six script languages — pure and
 * deterministic, with phrasing varied by a PRNG seeded from the topic, language and content
 * type. `phrases/<language>.ts` holds the templates; `write-script.ts` explains the sizing.
 */
export { extendScript } from './extend-script';
export { improvePassage } from './improve-passage';
export { streamPieces } from './stream-pieces';
export { suggestKeyPoints } from './suggest-key-points';
export { writeScript, type ScriptBrief } from './write-script';

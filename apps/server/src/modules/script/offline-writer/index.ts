/**
 * The offline writer: what the script endpoints use when no AI provider is configured. It
 * composes real, structured scripts from phrase banks in the six script languages — pure and
 * deterministic, with phrasing varied by a PRNG seeded from the topic, language and content
 * type. `phrases/<language>.ts` holds the templates; `write-script.ts` explains the sizing.
 * Shorts (15–90 s) are written by `write-short-script.ts` from `phrases/short/<language>.ts`:
 * spoken text only, sized to the duration within ±10 %. The script tools: three hooks in
 * different styles (`write-hooks.ts`), one section rewritten (`rewrite-section.ts`), an outline
 * (`write-outline.ts`) and the script written from it under its headings (`write-outlined-script.ts`),
 * from `phrases/tools/<language>.ts`.
 */
export { extendScript } from './extend-script';
export { improvePassage } from './improve-passage';
export { rewriteSection } from './rewrite-section';
export { streamPieces } from './stream-pieces';
export { suggestKeyPoints } from './suggest-key-points';
export { writeHooks } from './write-hooks';
export { writeOutline } from './write-outline';
export { writeOutlinedScript } from './write-outlined-script';
export { writeScript, type ScriptBrief } from './write-script';
export { extendShortScript, writeShortScript } from './write-short-script';

import type { ScriptLanguage } from '@reelwright/script-kit';
import { measureLength, scriptSections, spokenText } from '@reelwright/script-kit';
import { afterAll, beforeAll } from 'vitest';
import { withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * One app for a script-tools test file, started before its tests and closed after them, and
 * `post`, a request to one of its `/api/script/…` routes (an event stream when `stream`).
 */
export function scriptToolsApp() {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  return {
    get app() {
      return testApp.app;
    },
    post: (path: string, token: string | undefined, payload: object, stream = false) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/script/${path}`,
        headers: {
          ...(token === undefined ? {} : withBearer(token)),
          ...(stream ? { accept: 'text/event-stream' } : {}),
        },
        payload,
      }),
  };
}

/** Spoken sentences, ended by . ! ? … or the full-width 。！？ (cues are not said). */
export const sentencesOf = (text: string) =>
  spokenText(text)
    .split(/(?<=[.!?…。！？])\s*/u)
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

export const wordsOf = (text: string, language: ScriptLanguage = 'english') =>
  measureLength(spokenText(text), language);

/** The script's sections as text, heading and all. */
export const sectionTexts = (script: string, language: ScriptLanguage = 'english') =>
  scriptSections(script, language).map((section) => script.slice(section.start, section.end));

/** Each language's own script or quotes around the topic, so English text cannot pass. */
export const WRITTEN_IN: Record<ScriptLanguage, RegExp> = {
  english: /“Budget travel”/,
  russian: /\p{Script=Cyrillic}{4}/u,
  spanish: /«Budget travel»/,
  french: /« Budget travel »/,
  german: /„Budget travel“/,
  chinese: /\p{Script=Han}{4}/u,
};

export const hooksBrief = { topic: 'Budget travel', contentType: 'lifestyle', language: 'english' };

export const outlineBrief = {
  topic: 'Budget travel in Japan',
  duration: 'medium',
  contentType: 'lifestyle',
  language: 'english',
};

export const sectionBrief = {
  topic: 'Budget travel in Japan',
  contentType: 'lifestyle',
  language: 'english',
};

export const headingScript = [
  '## Hook',
  'Did you know most travellers overpay for trains in Japan? Today we fix that.',
  '',
  '## Rail passes',
  'A rail pass is only worth it when you travel far. Count your long trips first, then compare the price with single tickets, and decide.',
  'If you stay in one city, skip it.',
  '',
  '## Where to sleep',
  'Business hotels are clean and cheap. Capsule hotels are cheaper still, and they are a lot of fun for one night.',
  '',
  '## Call to action',
  'Subscribe for more travel tips, and tell me in the comments where you are going.',
].join('\n');

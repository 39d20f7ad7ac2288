import {
  HOOK_STYLES,
  hooksResultSchema,
  outlineResultSchema,
  type OutlineSection,
} from '@reelwright/contracts';
import { SCRIPT_LANGUAGES, scriptSections } from '@reelwright/script-kit';
import { describe, expect, it } from 'vitest';
import { register } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import {
  hooksBrief,
  outlineBrief,
  scriptToolsApp,
  sentencesOf,
  WRITTEN_IN,
} from './script-tools-support';

const testApp = scriptToolsApp();
const { post } = testApp;

describe('POST /api/script/hooks (offline writer)', () => {
  it('answers three hooks in three different styles, each at most two sentences', async () => {
    const account = await register(testApp.app);
    const response = await post('hooks', account.token, hooksBrief);
    expect(response.statusCode).toBe(200);
    const data = hooksResultSchema.parse(response.json().data);
    expect(data.writer).toBe('offline');
    expect(new Set(data.hooks.map((hook) => hook.style)).size).toBe(3);
    for (const hook of data.hooks) {
      expect(HOOK_STYLES).toContain(hook.style);
      expect(sentencesOf(hook.text).length).toBeGreaterThan(0);
      expect(sentencesOf(hook.text).length).toBeLessThanOrEqual(2);
      expect(hook.text).toContain('Budget travel');
      if (hook.style === 'question') expect(hook.text).toMatch(/\?$/);
    }
  });

  it('gives the same brief the same hooks, and other ones once a hook is in the script', async () => {
    const account = await register(testApp.app);
    const first = (await post('hooks', account.token, hooksBrief)).json().data.hooks;
    expect((await post('hooks', account.token, hooksBrief)).json().data.hooks).toEqual(first);
    const chosen = first[0].text as string;
    const again = (
      await post('hooks', account.token, {
        ...hooksBrief,
        script: `${chosen}\n\nHi, and welcome back to the channel.`,
      })
    ).json().data.hooks as Array<{ text: string }>;
    expect(again.map((hook) => hook.text)).not.toContain(chosen);
  });

  it.each(SCRIPT_LANGUAGES)('writes hooks in %s', async (language) => {
    const account = await register(testApp.app);
    const response = await post('hooks', account.token, { ...hooksBrief, language });
    const { hooks } = hooksResultSchema.parse(response.json().data);
    expect(new Set(hooks.map((hook) => hook.style)).size).toBe(3);
    for (const hook of hooks) {
      expect(hook.text).toMatch(WRITTEN_IN[language]);
      expect(sentencesOf(hook.text).length).toBeLessThanOrEqual(2);
      if (language === 'chinese') expect(hook.text).toMatch(/[。？！]$/u);
    }
  });
});

describe('POST /api/script/outline and generate from it (offline writer)', () => {
  it.each([
    ['short', 3],
    ['medium', 4],
    ['long', 5],
    ['extra_long', 6],
  ])(
    'plans a %s video: hook, intro, %i body sections, call to action, outro',
    async (duration, bodies) => {
      const account = await register(testApp.app);
      const response = await post('outline', account.token, { ...outlineBrief, duration });
      expect(response.statusCode).toBe(200);
      const { outline, writer } = outlineResultSchema.parse(response.json().data);
      expect(writer).toBe('offline');
      expect(outline.map((section) => section.kind)).toEqual([
        'hook',
        'intro',
        ...Array(bodies).fill('body'),
        'cta',
        'outro',
      ]);
      for (const section of outline) expect(section.note).not.toBe('');
      expect(outline[0]!.note).toContain('“Budget travel in Japan”');
    },
  );

  it.each(['15s', '60s'])(
    'plans a %s Short as hook, its one idea, payoff and call to action',
    async (duration) => {
      const account = await register(testApp.app);
      const { outline } = (
        await post('outline', account.token, { ...outlineBrief, duration })
      ).json().data as { outline: OutlineSection[] };
      expect(outline.map((section) => section.kind)).toEqual(['hook', 'body', 'cta']);
    },
  );

  it.each(SCRIPT_LANGUAGES)('plans in %s', async (language) => {
    const account = await register(testApp.app);
    const { outline } = (await post('outline', account.token, { ...outlineBrief, language })).json()
      .data as { outline: OutlineSection[] };
    const script = { russian: /\p{Script=Cyrillic}/u, chinese: /\p{Script=Han}/u }[
      language as 'russian' | 'chinese'
    ];
    for (const section of outline) {
      if (script) expect(`${section.title} ${section.note}`).toMatch(script);
    }
    if (language !== 'english') {
      const english = (await post('outline', account.token, outlineBrief)).json().data.outline;
      expect(outline.map((section) => section.title)).not.toEqual(
        english.map((section: OutlineSection) => section.title),
      );
    }
  });

  it('writes the script from an edited outline: its sections in order, their titles as headings, streamed', async () => {
    const account = await register(testApp.app);
    const planned = (await post('outline', account.token, outlineBrief)).json().data
      .outline as OutlineSection[];
    // The creator renames a section, swaps two and drops one.
    const [hook, intro, first, second, , fourth, cta, outro] = planned;
    const outline = [
      hook!,
      intro!,
      second!,
      { ...first!, title: 'Rail passes that pay off' },
      fourth!,
      cta!,
      outro!,
    ];
    const response = await post(
      'generate',
      account.token,
      { ...outlineBrief, keyPoints: [], outline },
      true,
    );
    const events = parseEventStream(response.body);
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { script } = done.data as { script: string };
    expect(scriptSections(script, 'english').map((section) => section.title)).toEqual(
      outline.map((section) => section.title),
    );
    expect(script).toMatch(/^## Hook\n/);
    const kinds = scriptSections(script, 'english').map((section) => section.kind);
    expect(kinds[0]).toBe('hook');
    expect(kinds.slice(-2)).toEqual(['cta', 'outro']);
  });

  it('writes a Short from its outline without headings, on the idea the creator wrote', async () => {
    const account = await register(testApp.app);
    const outline = [
      { kind: 'hook', title: 'Hook', note: '' },
      { kind: 'body', title: 'Night buses save a hotel night', note: '' },
      { kind: 'cta', title: 'Payoff', note: '' },
    ];
    const response = await post('generate', account.token, {
      ...outlineBrief,
      duration: '30s',
      outline,
    });
    const { script } = response.json().data as { script: string };
    expect(script).not.toContain('##');
    expect(script).toContain('Night buses save a hotel night');
  });
});

import { scriptSections } from '@reelwright/script-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBearer } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import { harnessFor, retryNow, VENDORS, type Harness } from '../../helpers/llm-vendors';

const script = [
  '## Hook',
  'Did you know cold brew takes twelve hours?',
  '',
  '## Beans',
  'Choose a medium roast. Grind it coarse, like sea salt.',
  '',
  '## Call to action',
  'Subscribe for more coffee tips.',
].join('\n');

describe.each(VENDORS)('script tools through $provider', (vendor) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessFor(vendor);
  });
  afterAll(() => h.close());

  const post = (path: string, payload: object, stream = false) =>
    h.app.inject({
      method: 'POST',
      url: `/api/script/${path}`,
      headers: { ...withBearer(h.token), ...(stream ? { accept: 'text/event-stream' } : {}) },
      payload,
    });

  it('asks for three hooks and reads them from the model’s habits: a code fence, loose style names, a third sentence cut', async () => {
    const answer = {
      hooks: [
        { style: 'Question', text: 'Why does cold brew taste so smooth?' },
        { style: 'bold claim', text: 'Hot coffee is overrated. Cold brew wins.' },
        { style: 'Curiosity-Gap', text: 'One step changes everything. Most skip it. Not you.' },
      ],
    };
    h.reset(() => ({
      status: 200,
      json: vendor.answer(`Here you go:\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``),
    }));
    const response = await post('hooks', {
      topic: 'Cold brew at home',
      contentType: 'lifestyle',
      language: 'german',
      script,
    });
    expect(response.json()).toEqual({
      success: true,
      data: {
        hooks: [
          { style: 'question', text: 'Why does cold brew taste so smooth?' },
          { style: 'bold_claim', text: 'Hot coffee is overrated. Cold brew wins.' },
          { style: 'curiosity_gap', text: 'One step changes everything. Most skip it.' },
        ],
        writer: 'ai',
      },
    });
    expect(h.requests).toHaveLength(1);
    expect(h.requests[0]!.url).toBe(vendor.callPath(false));
    const prompt = vendor.promptText(h.requests[0]!);
    expect(prompt).toContain('Cold brew at home');
    expect(prompt).toContain('German');
    expect(prompt).toContain('- curiosity_gap:');
    expect(prompt).toContain('Did you know cold brew takes twelve hours?');
  });

  it('answers 502 AI_FAILED when the model’s hooks do not validate', async () => {
    h.reset(() => ({
      status: 200,
      json: vendor.answer(
        JSON.stringify({
          hooks: [
            { style: 'question', text: 'Why?' },
            { style: 'question', text: 'Really?' },
            { style: 'rhyme', text: 'Brew it cool, that is the rule.' },
          ],
        }),
      ),
    }));
    const response = await post('hooks', { topic: 'Cold brew', language: 'english' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      error: 'Hook writing failed. Please try again.',
      code: 'AI_FAILED',
    });
  });

  it('plans an outline sized to the duration and validates it', async () => {
    const outline = [
      { kind: 'hook', title: 'The twelve-hour secret', note: 'Open on the waiting time.' },
      { kind: 'Introduction', title: 'What we make today' },
      { kind: 'body', title: 'Beans', note: 'Medium roast, coarse grind.' },
      { kind: 'body', title: 'Steeping', note: 'Twelve hours in the fridge.' },
      { kind: 'Call to action', title: 'Subscribe', note: 'Ask for their ratio.' },
      { kind: 'outro', title: 'Goodbye', note: '' },
    ];
    h.reset(() => ({ status: 200, json: vendor.answer(JSON.stringify({ outline })) }));
    const response = await post('outline', {
      topic: 'Cold brew',
      duration: 'long',
      contentType: 'lifestyle',
      language: 'english',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      outline: [
        outline[0],
        { kind: 'intro', title: 'What we make today', note: '' },
        outline[2],
        outline[3],
        { kind: 'cta', title: 'Subscribe', note: 'Ask for their ratio.' },
        outline[5],
      ],
      writer: 'ai',
    });
    expect(vendor.promptText(h.requests[0]!)).toContain('5 body sections');
  });

  it('writes a script from an outline: the prompt carries it, the stream keeps its headings', async () => {
    const pieces = ['## Hook\nTwelve hours. ', 'That is all.\n\n', '## Beans\n**Coarse** grind.'];
    h.reset(() => ({ status: 200, events: vendor.streamEvents(pieces) }));
    const outline = [
      { kind: 'hook', title: 'Hook', note: 'Open on the waiting time.' },
      { kind: 'body', title: 'Beans', note: '' },
    ];
    const response = await post(
      'generate',
      {
        topic: 'Cold brew',
        duration: 'short',
        keyPoints: [],
        contentType: 'lifestyle',
        language: 'english',
        outline,
      },
      true,
    );
    const events = parseEventStream(response.body);
    expect(events.filter((event) => event.event === 'delta')).toHaveLength(pieces.length);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const generated = (done.data as { script: string }).script;
    expect(generated).toBe('## Hook\nTwelve hours. That is all.\n\n## Beans\nCoarse grind.');
    expect(scriptSections(generated, 'english').map((section) => section.title)).toEqual([
      'Hook',
      'Beans',
    ]);
    const prompt = vendor.promptText(h.requests[0]!);
    expect(prompt).toContain('"## Title"');
    expect(prompt).toContain('1. Hook (hook) — Open on the waiting time.\n2. Beans (body)');
  });

  it('streams a section rewrite: the prompt asks for its new length, the rest of the script stays', async () => {
    const pieces = ['Pick a medium ', 'roast, ground coarse.'];
    h.reset(() => ({ status: 200, events: vendor.streamEvents(pieces) }));
    const response = await post(
      'section',
      {
        script,
        sectionIndex: 1,
        length: 'shorter',
        topic: 'Cold brew',
        contentType: 'lifestyle',
        language: 'english',
      },
      true,
    );
    const events = parseEventStream(response.body);
    expect(events.slice(0, -1)).toEqual(pieces.map((text) => ({ event: 'delta', data: { text } })));
    const start = script.indexOf('## Beans');
    const end = script.indexOf('\n\n## Call to action');
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        section: '## Beans\nPick a medium roast, ground coarse.',
        script: `${script.slice(0, start)}## Beans\nPick a medium roast, ground coarse.${script.slice(end)}`,
        range: { start, end },
        writer: 'ai',
      },
    });
    const prompt = vendor.promptText(h.requests[0]!);
    expect(prompt).toContain(
      '"Beans":\n"""\nChoose a medium roast. Grind it coarse, like sea salt.\n"""',
    );
    expect(prompt).toContain('Make it shorter: about 6 words (it is 10 words now).');
  });

  it('gives up on a section rewrite after two retries of a 500, with its own message', async () => {
    h.reset(() => ({ status: 500, json: vendor.failure(500), headers: retryNow }));
    const response = await post('section', {
      script,
      sectionIndex: 0,
      topic: 'Cold brew',
      language: 'english',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      error: 'Section rewrite failed. Please try again.',
      code: 'AI_FAILED',
    });
    expect(h.requests).toHaveLength(3);
  });
});

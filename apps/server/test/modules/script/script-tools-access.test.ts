import { describe, expect, it } from 'vitest';
import { register } from '../../helpers/auth';
import {
  headingScript,
  hooksBrief,
  outlineBrief,
  scriptToolsApp,
  sectionBrief,
} from './script-tools-support';

const testApp = scriptToolsApp();
const { post } = testApp;

describe('script tools: sign-in, validation and the assist limit', () => {
  const requests: Array<[string, object]> = [
    ['hooks', hooksBrief],
    ['section', { ...sectionBrief, script: headingScript, sectionIndex: 1 }],
    ['outline', outlineBrief],
  ];

  it.each(requests)('answers 401 in the envelope to %s without a token', async (path, payload) => {
    const response = await post(path, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers 400 naming the field', async () => {
    const account = await register(testApp.app);
    const cases: Array<[string, object, string]> = [
      ['hooks', { ...hooksBrief, topic: ' ' }, 'body.topic: Topic is required.'],
      ['hooks', { ...hooksBrief, language: 'latin' }, 'body.language: language must be one of'],
      [
        'section',
        { ...requests[1]![1], sectionIndex: 'two' },
        'body.sectionIndex: sectionIndex must be a number.',
      ],
      [
        'section',
        { ...requests[1]![1], sectionIndex: -1 },
        'body.sectionIndex: sectionIndex must be 0 or more.',
      ],
      ['section', { ...requests[1]![1], length: 'tiny' }, 'body.length'],
      [
        'section',
        { ...requests[1]![1], script: '  ' },
        'body.script: There is no script to rewrite yet.',
      ],
      ['outline', { ...outlineBrief, duration: 'epic' }, 'body.duration: duration must be one of'],
      [
        'generate',
        { ...outlineBrief, outline: [{ kind: 'body', title: ' ' }] },
        'Each outline section needs a title.',
      ],
    ];
    for (const [path, payload, message] of cases) {
      const response = await post(path, account.token, payload);
      expect(response.statusCode, `${path} ${message}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().error).toContain(message);
    }
  });

  it('counts hooks, section rewrites and outlines as assists: the 31st in a minute is 429', async () => {
    const account = await register(testApp.app);
    for (let i = 0; i < 30; i += 1) {
      const [path, payload] = requests[i % requests.length]!;
      expect((await post(path, account.token, payload)).statusCode).toBe(200);
    }
    for (const [path, payload] of requests) {
      const limited = await post(path, account.token, payload);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another creator is not held up by it.
    const other = await register(testApp.app);
    expect((await post('hooks', other.token, hooksBrief)).statusCode).toBe(200);
  });
});

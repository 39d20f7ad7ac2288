import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { ApiError } from '../../lib/api-client';
import { voiceOverFailureText } from './voice-over-failure-toast';

const t = i18n.t.bind(i18n);
const apiError = (status: number, code: string, message = 'Something went wrong') =>
  new ApiError(message, { status, code });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('voice-over failure text', () => {
  it.each([
    [
      apiError(0, 'TIMEOUT', 'Request timed out after 120 seconds'),
      'Timeout: the text is too long (2400 characters) — generation took over 2 minutes. Split the text or use a shorter one.',
    ],
    [
      apiError(408, 'TTS_TIMEOUT'),
      "The server couldn't process the text in time. Please shorten the text and try again.",
    ],
    [apiError(429, 'RATE_LIMITED'), 'Request limit exceeded. Please wait a little and try again.'],
    [apiError(404, 'HTTP_ERROR'), 'Audio service not found. Check your connection to the server.'],
    [
      apiError(401, 'UNAUTHORIZED', 'Unauthorized'),
      'You need to sign in again. Please refresh the page.',
    ],
    [
      apiError(400, 'VALIDATION_FAILED', 'Please generate a script first'),
      'Please generate a script first',
    ],
    [
      apiError(502, 'TTS_FAILED', 'Audio generation failed. Please try again.'),
      'Server error: Audio generation failed. Please try again.',
    ],
    // A streamed failure comes with the stream's 200 and its code.
    [apiError(200, 'INTERNAL', 'Something broke.'), 'Server error: Something broke.'],
    [
      apiError(0, 'NETWORK_ERROR', 'Network error: could not reach the server'),
      'Error: Network error: could not reach the server',
    ],
    [new Error('Decoding failed'), 'Error: Decoding failed'],
    [
      apiError(500, 'HTTP_ERROR'),
      'An unknown error occurred while generating the audio. Please try again.',
    ],
    ['??', 'An unknown error occurred while generating the audio. Please try again.'],
  ])('%s', (error, text) => {
    expect(voiceOverFailureText(error, 2400, t)).toBe(text);
  });

  it('speaks the interface language', async () => {
    await loadLanguage('ru');
    await i18n.changeLanguage('ru');
    expect(voiceOverFailureText(apiError(429, 'RATE_LIMITED'), 10, t)).toBe(
      'Превышен лимит запросов. Подождите немного и попробуйте снова.',
    );
    expect(voiceOverFailureText(apiError(0, 'TIMEOUT'), 2400, t)).toContain('2400 символов');
  });
});

import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes';

describe('client routes', () => {
  it.each(['/', '/auth', '/help-center/', '/app/video-maker', '/checkout/cs_test_123'])(
    'knows %s',
    (path) => expect(isClientRoute(path)).toBe(true),
  );

  it.each(['/nope', '/app/nope', '/checkout', '/checkout/a/b', '/auth/forgot/again', '/index.php'])(
    'does not know %s',
    (path) => expect(isClientRoute(path)).toBe(false),
  );
});

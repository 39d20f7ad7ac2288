import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../src/jwt-secret';

const freshDir = () => mkdtemp(path.join(tmpdir(), 'reelwright-secret-'));

describe('loadJwtSecret', () => {
  it('generates a long random secret on first start and keeps it private in DATA_DIR/secret', async () => {
    const dir = await freshDir();
    const secret = await loadJwtSecret(dir, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect((await readFile(path.join(dir, 'secret'), 'utf8')).trim()).toBe(secret);
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
  });

  it('returns the same secret on every later start', async () => {
    const dir = await freshDir();
    const first = await loadJwtSecret(dir, undefined);
    expect(await loadJwtSecret(dir, undefined)).toBe(first);
  });

  it('gives two installations different secrets', async () => {
    expect(await loadJwtSecret(await freshDir(), undefined)).not.toBe(
      await loadJwtSecret(await freshDir(), undefined),
    );
  });

  it('uses JWT_SECRET when it is configured and writes nothing', async () => {
    const dir = await freshDir();
    expect(await loadJwtSecret(dir, 'configured-secret-configured-secret')).toBe(
      'configured-secret-configured-secret',
    );
    await expect(stat(path.join(dir, 'secret'))).rejects.toThrow(/ENOENT/);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT signing secret: `JWT_SECRET` when set, otherwise one generated on first start and
 * kept in `$DATA_DIR/secret` (mode 600) so tokens survive restarts. Never a literal in code.
 */
export function loadJwtSecret(dataDir: string, configured: string | undefined) {
  return configured ?? loadGeneratedSecret(dataDir, 'secret');
}

/**
 * The key that encrypts users' saved API keys, when `SECRETS_KEY` is not set in production:
 * generated once into `$DATA_DIR/secrets-key`, apart from the JWT secret, so that one leaked
 * secret does not open the other.
 */
export function loadSecretsKey(dataDir: string) {
  return loadGeneratedSecret(dataDir, 'secrets-key');
}

async function loadGeneratedSecret(dataDir: string, fileName: string): Promise<string> {
  const file = path.join(dataDir, fileName);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then that one's secret wins.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

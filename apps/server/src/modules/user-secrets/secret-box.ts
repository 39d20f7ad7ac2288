import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What is stored for one secret: base64 ciphertext, its 12-byte IV and 16-byte GCM tag. */
export type SealedSecret = { ciphertext: string; iv: string; tag: string };

// A label of its own, so this key never equals a key derived from the same secret elsewhere
// (the JWT secret signs tokens; this one only encrypts). Bump the version to rotate the scheme.
const HKDF_INFO = 'reelwright/user-secrets/aes-256-gcm/v1';
const HKDF_SALT = 'reelwright-user-secrets';

/**
 * AES-256-GCM with a key derived by HKDF-SHA256 from a server secret. `context` (the owner and
 * kind of the secret) is bound as additional data: a ciphertext copied into another user's row
 * does not open there.
 */
export function createSecretBox(serverSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, HKDF_SALT, HKDF_INFO, 32));
  return {
    seal(plaintext: string, context: string): SealedSecret {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return {
        ciphertext: ciphertext.toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
      };
    },

    /** The plaintext, or `null` when it does not open (another key, another owner, tampering). */
    open(sealed: SealedSecret, context: string): string | null {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
        const plaintext = Buffer.concat([
          decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
          decipher.final(),
        ]);
        return plaintext.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

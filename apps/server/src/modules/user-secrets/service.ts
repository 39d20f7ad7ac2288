import type { GeminiKeyStatus } from '@reelwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import {
  isForeignKeyViolation,
  type SecretKind,
  type UserSecretRow,
  type UserSecretsRepository,
} from './repository';
import type { SecretBox } from './secret-box';

export type UserSecretsServiceDeps = {
  repository: UserSecretsRepository;
  box: SecretBox;
  /** The server has a Gemini key of its own (GEMINI_API_KEY). */
  serverGeminiKey: boolean;
  log: FastifyBaseLogger;
};

const contextOf = (userId: string, kind: SecretKind) => `${userId}:${kind}`;

/** Users' own vendor keys: stored sealed, shown only as their last 4 characters. */
export function createUserSecretsService(deps: UserSecretsServiceDeps) {
  const { repository, box } = deps;

  /** The stored key in clear, or `null`; one that no longer opens counts as absent. */
  function openRow(row: UserSecretRow | undefined, userId: string, kind: SecretKind) {
    if (row === undefined) return null;
    const plaintext = box.open(row, contextOf(userId, kind));
    if (plaintext === null) {
      // The server secret changed (SECRETS_KEY or the JWT secret): the user saves it again.
      deps.log.warn({ userId, kind }, 'stored user secret cannot be decrypted; treated as absent');
    }
    return plaintext;
  }

  async function geminiStatus(userId: string): Promise<GeminiKeyStatus> {
    const row = await repository.find(userId, 'gemini');
    const saved = openRow(row, userId, 'gemini') !== null;
    return {
      saved,
      last4: saved ? (row?.last4 ?? null) : null,
      serverKey: deps.serverGeminiKey,
    };
  }

  return {
    geminiStatus,

    async saveGeminiKey(userId: string, apiKey: string): Promise<GeminiKeyStatus> {
      const sealed = box.seal(apiKey, contextOf(userId, 'gemini'));
      try {
        await repository.save(userId, 'gemini', { ...sealed, last4: apiKey.slice(-4) });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new AppError(
            401,
            'UNAUTHORIZED',
            'This account no longer exists. Please sign in again.',
          );
        }
        throw error;
      }
      return geminiStatus(userId);
    },

    async deleteGeminiKey(userId: string): Promise<GeminiKeyStatus> {
      await repository.remove(userId, 'gemini');
      return geminiStatus(userId);
    },

    /** The user's own Gemini key in clear, for calls to Gemini on their behalf; never sent out. */
    async geminiKeyOf(userId: string): Promise<string | null> {
      return openRow(await repository.find(userId, 'gemini'), userId, 'gemini');
    },
  };
}

export type UserSecretsService = ReturnType<typeof createUserSecretsService>;

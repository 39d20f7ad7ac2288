import type { ErrorCode } from '@reelwright/contracts';

/**
 * An error whose message is meant for the user. Route code throws these; the error handler
 * turns them into `{ success: false, error, code }` with their status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

import { ApiError } from '../../../lib/api-client';

/** The server's own error text, worth showing; undefined for anything else (e.g. a bad shape). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.message !== '' ? error.message : undefined;
}

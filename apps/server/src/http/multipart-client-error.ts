import { AppError } from './app-error';

/**
 * What a multipart upload's failure becomes: the multipart reader's own limits carry a 4xx
 * status and our checks throw AppErrors, both kept; a body that breaks the format (no boundary,
 * cut short) is thrown as a plain Error, which is the client's fault too.
 */
export function multipartClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status < 500)) return error;
  return new AppError(400, 'VALIDATION_FAILED', 'The multipart/form-data body is malformed.');
}

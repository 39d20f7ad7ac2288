import type { ApiFailure, ApiSuccess, ErrorCode } from '@reelwright/contracts';

export const ok = <T>(data: T): ApiSuccess<T> => ({ success: true, data });

export const failure = (code: ErrorCode, error: string): ApiFailure => ({
  success: false,
  error,
  code,
});
